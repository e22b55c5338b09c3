import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import type { OpenChatHeading } from './ChatsPageStore';
import type { OpenChatStore } from './OpenChatStore';
import { PendingMessages } from './PendingMessages';
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
        <Button variant="minimal" icon={<ArrowLeft />} text="All chats" onClick={onBack} className="portal-chats__back" />
        <h3 className="portal-chats__heading">Chat with {summary.name || 'the client'}</h3>
        {!summary.isClosed && <Button text="Close chat" intent={Intent.WARNING} loading={chat.closeAction.pending} onClick={() => void chat.closeAction.run()} />}
      </header>
      {chat.closeError && <ServerAnswer title="The chat could not be closed" lines={chat.closeError} />}
      <Messages chat={chat} />
      <p className="portal-chats__typing" aria-live="polite">
        {chat.clientTyping ?? ''}
      </p>
      <PendingMessages chat={chat} />
      {summary.isClosed ? <p className="portal-chats__muted">This chat is closed.</p> : <Composer chat={chat} />}
    </section>
  );
});

/**
 * The messages once there are any to show (a reload keeps them shown); until the first answer a spinner. A failed load
 * with nothing to show offers Try again; with messages shown, a line says the latest could not be loaded.
 */
const Messages = observer(function Messages({ chat }: { chat: OpenChatStore }) {
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
      <LiveMessages chat={chat} />
      {history.state === 'failed' && <p className="portal-chats__muted">The latest messages could not be loaded: {history.error}</p>}
    </>
  );
});

/** The list alone follows the messages: a live burst re-renders it, not the header and composer around it. */
const LiveMessages = observer(function LiveMessages({ chat }: { chat: OpenChatStore }) {
  return <MessageList messages={chat.messages} />;
});
