import type { AxiosInstance, AxiosResponse } from 'axios';
import { getWire, parseWire, postWire, readableServerMessage } from '@features/api/adapters';
import { AppError } from '@features/api/core';
import { ChatCallRejection } from '../core/ChatCallRejection';
import type {
  ClientPortalChatsApi,
  OutgoingAttachment,
  OutgoingMessage,
  TicketRef,
} from '../core/ClientPortalChatsApi';
import type { ChatMessage, PortalChat, PortalConfiguration } from '../core/PortalChat';
import {
  chatListWire,
  chatWire,
  closedChatWire,
  configurationListWire,
  messageListWire,
  messageWire,
  typingWire,
  type ChatWire,
  type MessageWire,
  type SendMessageBody,
  type StartChatBody,
  type TypingBody,
} from './wire/chatWire';

const seg = encodeURIComponent;

/** The client portal chat endpoints over the shared axios client (spec section 7, "Client portal"). */
export class HttpClientPortalChatsApi implements ClientPortalChatsApi {
  constructor(private readonly http: AxiosInstance) {}

  async chats({ psaId, ticketId }: TicketRef, signal?: AbortSignal): Promise<PortalChat[]> {
    const answer = { wire: chatListWire, what: "the ticket's chats" };
    const chats = await getWire(this.http, `/ClientPortalChats/crm/${seg(psaId)}/chats`, answer, {
      params: { ticketId },
      signal,
    });
    return chats.map(toChat);
  }

  async configurations(): Promise<PortalConfiguration[]> {
    const response = await this.answerOrReject(
      () => this.http.get('/ClientPortal/configurations', answerAll),
      'loading the client portals',
    );
    return parseWire(configurationListWire, response.data, 'the client portals');
  }

  async startChat(configurationId: string, { psaId, ticketId }: TicketRef, firstMessage: string): Promise<PortalChat> {
    const body: StartChatBody = { psaId, ticketId, message: firstMessage };
    const response = await this.answerOrReject(
      () => this.http.post(`/ClientPortalChats/configurations/${seg(configurationId)}/chats`, body, answerAll),
      'starting the chat',
    );
    return toChat(parseWire(chatWire, response.data, 'starting the chat'));
  }

  async closeChat(chatId: string): Promise<string> {
    const response = await this.answerOrReject(
      () => this.http.delete(`/ClientPortalChats/chats/${seg(chatId)}`, answerAll),
      'closing the chat',
    );
    return parseWire(closedChatWire, response.data, 'closing the chat').id;
  }

  async messages(chatId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
    const answer = { wire: messageListWire, what: "the chat's messages" };
    return (await getWire(this.http, `/ClientPortalChats/chats/${seg(chatId)}/messages`, answer, { signal })).map(
      toMessage,
    );
  }

  async sendMessage({ chatId, message, resourceName, messageId }: OutgoingMessage): Promise<ChatMessage> {
    const body: SendMessageBody = { chatId, message, resourceName, messageId };
    const path = `/ClientPortalChats/chats/${seg(chatId)}/messages`;
    // Failures are shown on the message itself (kept, with Retry), not toasted.
    const sent = await postWire(
      this.http,
      path,
      body,
      { wire: messageWire, what: 'sending the message' },
      { silent: true },
    );
    // spec section 3: the local messageId is added back to the answer, so the pending message is matched.
    return { ...toMessage(sent), messageId };
  }

  async sendAttachment({ chatId, file, onProgress, signal }: OutgoingAttachment): Promise<ChatMessage> {
    // The bytes, not the File object: every XHR implementation sends an ArrayBuffer as is (files are at most 10 MB).
    const bytes = await readBytes(file);
    if (signal?.aborted) throw new AppError('cancelled', 'The upload was cancelled.');
    const response = await this.http.post(`/ClientPortalChats/chats/${seg(chatId)}/messages/attachment`, bytes, {
      params: { fileName: file.name },
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      onUploadProgress: (event) => onProgress?.(event.total ? Math.min(event.loaded / event.total, 1) : 0),
      signal,
      silent: true,
    });
    return toMessage(parseWire(messageWire, response.data, 'sending the file'));
  }

  async attachmentContent(chatId: string, attachmentId: string, signal?: AbortSignal): Promise<Blob> {
    const response = await this.http.get<Blob>(
      `/ClientPortalChats/chats/${seg(chatId)}/attachments/${seg(attachmentId)}`,
      { responseType: 'blob', signal, silent: true },
    );
    return response.data;
  }

  async sendTyping(chatId: string, resourceName: string): Promise<true> {
    const body: TypingBody = { chatId, resourceName };
    try {
      const response = await this.http.post(`/ClientPortalChats/chats/${seg(chatId)}/messages/typing`, body, {
        silent: true,
      });
      parseWire(typingWire, response.data, 'the typing notice');
    } catch {
      // A lost typing notice is harmless; spec section 4: the call always resolves true.
    }
    return true;
  }

  /**
   * Spec section 8: configuration, creation and close failures reach the caller as the error
   * response's data. Every status but 401 comes back as a response (so the session handling still
   * sees a 401), and an error status becomes a ChatCallRejection carrying the body.
   */
  private async answerOrReject(call: () => Promise<AxiosResponse>, what: string): Promise<AxiosResponse> {
    let response: AxiosResponse;
    try {
      response = await call();
    } catch (error) {
      if (error instanceof AppError)
        throw new ChatCallRejection(error.kind, error.message, null, error.status, error.reported);
      throw error;
    }
    if (response.status >= 200 && response.status < 300) return response;
    const message = messageOf(response.data) ?? `The server refused ${what} (${response.status}).`;
    throw new ChatCallRejection('server', message, response.data, response.status);
  }
}

/**
 * Lets every status but 401 through as an answer (see answerOrReject). Silent: the page shows the
 * failure where the technician acted, a network failure included, so a toast would say it twice.
 */
const answerAll = { validateStatus: (status: number) => status !== 401, silent: true };

function messageOf(data: unknown): string | null {
  return data && typeof data === 'object' && 'message' in data ? readableServerMessage(data.message) : null;
}

/** The file's bytes: Blob.arrayBuffer where the platform has it, FileReader elsewhere (older DOMs). */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () =>
      reject(
        new AppError(
          'network',
          `The file ${'name' in file ? String(file.name) : ''} could not be read.`.replace('  ', ' '),
        ),
      );
    reader.readAsArrayBuffer(file);
  });
}

function toChat(wire: ChatWire): PortalChat {
  return { ...wire };
}

export function toMessage(wire: MessageWire): ChatMessage {
  return {
    id: wire.id,
    chatId: wire.chatId,
    author: wire.isAdmin ? 'technician' : 'client',
    authorName: wire.authorName,
    body: wire.message,
    sentAt: wire.createdAt,
    attachment: wire.attachment ?? null,
    messageId: wire.messageId ?? null,
  };
}
