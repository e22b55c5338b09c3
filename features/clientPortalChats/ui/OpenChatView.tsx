import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { MessageList } from '@features/api/ui';
import { chatMessageRow, type ChatItem } from './chatMessageRow';
import { CloseChatButton } from './CloseChatButton';
import { Composer } from './Composer';
import type { OpenChatHeading } from './ChatsPageStore';
import type { OpenChatStore } from './OpenChatStore';
import { ServerAnswer } from './ServerAnswer';

export interface OpenChatViewProps {
  chat: OpenChatStore;
  /** The chat as the list knows it (name, closed). */
  summary: OpenChatHeading;
  /** Back to the list (narrow pods show one at a time). */
  onBack(): void;
}

/** One chat: its messages, the client's typing, the technician's unsent messages, the composer and Close. */
export const OpenChatView = observer(function OpenChatView({ chat, summary, onBack }: OpenChatViewProps) {
  return (
    <section className="portal-chats__open" aria-label={`Chat with ${summary.name || 'the client'}`}>
      <header className="portal-chats__open-head">
        <Button
          variant="minimal"
          icon={<ArrowLeft />}
          text="All chats"
          onClick={onBack}
          className="portal-chats__back"
        />
        <h3 className="portal-chats__heading">Chat with {summary.name || 'the client'}</h3>
        {!summary.isClosed && <CloseChatButton chat={chat} clientName={summary.name || 'the client'} />}
      </header>
      {chat.closeError && <ServerAnswer title="The chat could not be closed" lines={chat.closeError} />}
      <Messages chat={chat} withName={summary.name || 'the client'} />
      <p className="portal-chats__typing" aria-live="polite">
        {chat.clientTyping ?? ''}
      </p>
      {summary.isClosed ? <p className="portal-chats__muted">This chat is closed.</p> : <Composer chat={chat} />}
    </section>
  );
});

/**
 * The messages once there are any to show (a reload keeps them shown); until the first answer a spinner. A failed load
 * with nothing to show offers Try again; with messages shown, a line says the latest could not be loaded.
 */
const Messages = observer(function Messages({ chat, withName }: { chat: OpenChatStore; withName: string }) {
  const { history } = chat;
  const nothingShown = !chat.hasMessages;
  if (nothingShown && history.state === 'failed') {
    return (
      <Callout intent={Intent.DANGER} title="The messages could not be loaded" role="alert" compact>
        <p>{history.error}</p>
        <Button text="Try again" onClick={() => void chat.load()} />
      </Callout>
    );
  }
  if (nothingShown && history.value === null) return <Spinner size={20} aria-label="Loading messages" />;
  return (
    <>
      <LiveMessages chat={chat} withName={withName} />
      {history.state === 'failed' && (
        <p className="portal-chats__muted">The latest messages could not be loaded: {history.error}</p>
      )}
    </>
  );
});

/**
 * The list alone follows the messages: a live burst re-renders it, not the header and composer around it.
 * The technician's unconfirmed messages follow the server's, sending or failed with Retry (kept across reloads).
 */
const LiveMessages = observer(function LiveMessages({ chat, withName }: { chat: OpenChatStore; withName: string }) {
  const { messages, pending } = chat;
  const items = useMemo<ChatItem[]>(
    () => (pending.length === 0 ? messages : [...messages, ...pending]),
    [messages, pending],
  );
  // Stable across renders, so rows that did not change are not rendered again.
  const row = useMemo(
    () =>
      chatMessageRow({
        technician: () => chat.technicianName(),
        retry: (id) => chat.retry(id),
        discard: (id) => chat.discard(id),
      }),
    [chat],
  );
  if (items.length === 0) return <p className="portal-chats__muted">No messages yet.</p>;
  return <MessageList messages={items} row={row} label={`Messages with ${withName}`} />;
});
