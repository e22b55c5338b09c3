import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Loader } from '../common/Loader';
import type { ConversationStore } from './ConversationStore';
import { MessageList } from './MessageList';
import './conversation.css';

export interface ConversationViewProps {
  store: ConversationStore;
  /** Who the conversation is with (for the list's name). */
  withName: string;
  /** The composer (or an explanation in its place). */
  composer: ReactNode;
}

/** One conversation view for every transport: order toggle, history (virtualized when long), composer. */
export const ConversationView = observer(function ConversationView({ store, withName, composer }: ConversationViewProps) {
  const label = `Messages with ${withName}`;
  return (
    <div className="conversation">
      <div className="conversation__toolbar">
        <Button
          variant="minimal"
          size="small"
          aria-pressed={store.orderDesc}
          text={store.orderDesc ? 'Newest first' : 'Oldest first'}
          title="Change the order of the messages"
          onClick={() => store.toggleOrder()}
        />
        {store.unsentCount > 0 && <span className="conversation__unsent">{store.unsentCount} not sent</span>}
      </div>
      {store.load === 'loading' && store.history.length === 0 ? (
        <Loader label="Loading the messages" size={40} />
      ) : store.load === 'failed' && store.history.length === 0 ? (
        <Callout intent={Intent.DANGER} title="The messages could not be loaded" role="alert">
          <p>{store.loadError}</p>
          <Button text="Try again" onClick={() => void store.refresh()} />
        </Callout>
      ) : store.history.length === 0 ? (
        <p className="conversation__empty">No messages yet.</p>
      ) : (
        <MessageList messages={store.messages} orderDesc={store.orderDesc} label={label} onRetry={(id) => void store.retry(id)} />
      )}
      {composer}
    </div>
  );
});
