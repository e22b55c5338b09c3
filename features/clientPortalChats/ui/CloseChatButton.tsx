import { Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { ConfirmButton } from '@features/api/ui';
import type { ConversationMessage } from '@features/api/core';
import type { OpenChatStore } from './OpenChatStore';

export interface CloseChatButtonProps {
  chat: OpenChatStore;
  /** The client's name as the chat shows it. */
  clientName: string;
}

/** Longest quote of the client's unanswered message in the question (a 320 px dialog stays readable). */
const QUOTE_CHARACTERS = 160;

/**
 * Close chat, asked first through the kit's ConfirmButton: a closed chat cannot be reopened (the contract has
 * no reopen), so an Undo would have to hold the close back; the question names what would be left behind, the
 * client's unanswered last message, before anything is sent.
 */
export const CloseChatButton = observer(function CloseChatButton({ chat, clientName }: CloseChatButtonProps) {
  const unanswered = unansweredClientMessage(chat.conversation.history);
  return (
    <ConfirmButton
      text="Close chat"
      intent={Intent.WARNING}
      loading={chat.closeAction.pending}
      ask
      confirmText="Close chat"
      cancelText="Keep it open"
      onConfirm={() => void chat.closeAction.run()}
      question={
        <>
          <p>
            <strong>Close the chat with {clientName}?</strong>
          </p>
          {unanswered && (
            <p className="portal-chats__unanswered">
              {clientName}&apos;s last message has no answer yet: “{quoteOf(unanswered)}”
            </p>
          )}
          <p>The client can no longer write in it, and a closed chat cannot be reopened.</p>
        </>
      }
    />
  );
});

/**
 * The chat's last message the server has when the client wrote it (nobody has answered it yet), else null. The
 * technician's unsent messages do not count: the client has not read them.
 */
export function unansweredClientMessage(messages: readonly ConversationMessage[]): ConversationMessage | null {
  const last = messages.findLast((m) => m.state === 'confirmed');
  return last?.direction === 'inbound' ? last : null;
}

function quoteOf(message: ConversationMessage): string {
  const text = message.body.trim() || (message.attachment ? `a file, ${message.attachment.fileName}` : '');
  return text.length > QUOTE_CHARACTERS ? `${text.slice(0, QUOTE_CHARACTERS - 1).trimEnd()}…` : text;
}
