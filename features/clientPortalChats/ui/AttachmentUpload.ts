import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { AppError, describeError } from '@features/api/core';
import { AsyncAction } from '@features/api/ui';
import { checkAttachment } from '../core/attachmentRules';
import type { ClientPortalChatsApi } from '../core/ClientPortalChatsApi';
import type { ChatMessage } from '../core/PortalChat';
import type { ObjectUrls } from './AttachmentContent';

/** A file on its way up. */
export interface UploadState {
  fileName: string;
  /** 0..1 */
  progress: number;
  /** An object URL of the picked image, for the preview; null for other files. */
  previewUrl: string | null;
}

export interface AttachmentUploadDeps {
  api: Pick<ClientPortalChatsApi, 'sendAttachment'>;
  /** Object URLs for image previews (revoked once the upload ends). */
  objectUrls: ObjectUrls;
  /** The server stored the file as a message of the chat. */
  sent(message: ChatMessage): void;
}

/**
 * Sending a file in a portal chat, the chat's addition to the conversation: checked before anything is uploaded,
 * then uploaded with its progress and a preview of an image, one at a time, cancellable. A file is not kept for
 * Retry: the technician still has it and picks it again.
 */
export class AttachmentUpload {
  /** The file on its way up, or null. */
  state: UploadState | null = null;
  /** Why the last file was not sent (the check before upload, or the server). */
  error: string | null = null;
  readonly action: AsyncAction<[File], ChatMessage | null>;
  private controller: AbortController | null = null;

  constructor(
    private readonly chatId: string,
    private readonly deps: AttachmentUploadDeps,
  ) {
    this.action = new AsyncAction((file: File) => this.send(file));
    makeObservable(this, { state: observableRef, error: observable });
  }

  /** Cancels the upload in progress; nothing is sent. */
  cancel(): void {
    this.controller?.abort();
  }

  dispose(): void {
    this.controller?.abort();
    if (this.state?.previewUrl) this.deps.objectUrls.revoke(this.state.previewUrl);
  }

  private async send(file: File): Promise<ChatMessage | null> {
    const check = checkAttachment(file);
    if (!check.ok) {
      runInAction(() => (this.error = check.message));
      return null;
    }
    const controller = new AbortController();
    this.controller = controller;
    const previewUrl = file.type.startsWith('image/') ? this.deps.objectUrls.create(file) : null;
    runInAction(() => {
      this.error = null;
      this.state = { fileName: file.name, progress: 0, previewUrl };
    });
    try {
      const message = await this.deps.api.sendAttachment({
        chatId: this.chatId,
        file,
        signal: controller.signal,
        onProgress: (progress) => runInAction(() => this.state && (this.state = { ...this.state, progress })),
      });
      this.deps.sent(message);
      return message;
    } catch (error) {
      const cancelled = error instanceof AppError && error.kind === 'cancelled';
      const reason = cancelled ? `${file.name} was not sent.` : `${file.name} was not sent: ${describeError(error)}`;
      runInAction(() => (this.error = reason));
      return null;
    } finally {
      if (previewUrl) this.deps.objectUrls.revoke(previewUrl);
      this.controller = null;
      runInAction(() => (this.state = null));
    }
  }
}
