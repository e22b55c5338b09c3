import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { Loader } from '../common/Loader';
import type { ConversationStore } from './ConversationStore';
import { conversationRow } from './conversationRow';
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
export const ConversationView = observer(function ConversationView({
  store,
  withName,
  composer,
}: ConversationViewProps) {
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
      {store.load === 'loading' && !store.hasHistory ? (
        <Loader label="Loading the messages" size={40} />
      ) : store.load === 'failed' && !store.hasHistory ? (
        <Callout intent={Intent.DANGER} title="The messages could not be loaded" role="alert">
          <p>{store.loadError}</p>
          <Button text="Try again" onClick={() => void store.refresh()} />
        </Callout>
      ) : !store.hasHistory ? (
        <p className="conversation__empty">No messages yet.</p>
      ) : (
        <LiveMessageList store={store} label={label} />
      )}
      {composer}
    </div>
  );
});

/**
 * The list alone follows the messages: a live burst re-renders it, not the toolbar and the composer
 * around it, so a burst costs one list render per frame.
 */
const LiveMessageList = observer(function LiveMessageList({
  store,
  label,
}: {
  store: ConversationStore;
  label: string;
}) {
  // Stable across renders, so rows that did not change are not rendered again.
  const row = useMemo(() => conversationRow((id) => void store.retry(id)), [store]);
  return <MessageList messages={store.messages} orderDesc={store.orderDesc} label={label} row={row} />;
});
