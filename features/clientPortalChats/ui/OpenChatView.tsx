import { Button } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { ConversationMessages, focusNext, type ConversationMessagesProps } from '@features/api/ui';
import { AttachmentView } from './AttachmentView';
import { ChatComposer } from './ChatComposer';
import type { OpenChatHeading } from './ChatsPageStore';
import { CloseChatButton } from './CloseChatButton';
import type { OpenChatStore } from './OpenChatStore';
import { ServerAnswer } from './ServerAnswer';

export interface OpenChatViewProps {
  chat: OpenChatStore;
  /** The chat as the list knows it (name, closed). */
  summary: OpenChatHeading;
  /** Back to the list (narrow pods show one at a time). */
  onBack(): void;
}

/** One chat: the conversation's messages (with files), the client's typing, the composer and Close. */
export const OpenChatView = observer(function OpenChatView({ chat, summary, onBack }: OpenChatViewProps) {
  const withName = summary.name || 'the client';
  const { chatId, conversation } = chat;
  // Stable for the chat, so the list's rows render again only when their message changes.
  const actions = useMemo<ConversationMessagesProps['actions']>(
    () => ({
      discard: (id) => conversation.discard(id),
      attachment: (file) => <AttachmentView chatId={chatId} attachment={file} />,
    }),
    [chatId, conversation],
  );
  return (
    <section className="portal-chats__open" aria-label={`Chat with ${withName}`}>
      <header className="portal-chats__open-head">
        <Button
          variant="minimal"
          icon={<ArrowLeft />}
          text="All chats"
          onClick={onBack}
          className="portal-chats__back"
        />
        {/* A closed chat has no box: its heading is where the focus goes when it opens or closes. */}
        <h3 className="portal-chats__heading" tabIndex={-1} {...focusNext(summary.isClosed)}>
          Chat with {withName}
        </h3>
        {!summary.isClosed && <CloseChatButton chat={chat} clientName={withName} />}
      </header>
      {chat.closeError && <ServerAnswer title="The chat could not be closed" lines={chat.closeError} />}
      <ConversationMessages store={conversation} withName={withName} actions={actions} />
      <p className="portal-chats__typing" aria-live="polite">
        {chat.clientTyping ?? ''}
      </p>
      {summary.isClosed ? (
        <p className="portal-chats__muted">This chat is closed.</p>
      ) : (
        <ChatComposer chat={chat} withName={withName} />
      )}
    </section>
  );
});
