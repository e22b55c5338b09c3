import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Loader } from '../common/Loader';
import type { ConversationStore } from './ConversationStore';
import { conversationRow, type ConversationRowActions } from './conversationRow';
import { MessageList } from './MessageList';

export interface ConversationMessagesProps {
  store: ConversationStore;
  /** Who the conversation is with (names the list: "Messages with Alice Johnson"). */
  withName: string;
  /** What a row offers besides Retry (Discard) and how it shows a file. Stable across renders (memoized). */
  actions?: Omit<ConversationRowActions, 'retry'>;
}

/**
 * A conversation's messages in their loading states, for every transport: a loader until the first answer, the
 * failure with Try again while nothing is shown, "No messages yet.", or the list. Once messages are shown a
 * failed refetch keeps them and says that the latest could not be loaded.
 */
export const ConversationMessages = observer(function ConversationMessages({
  store,
  withName,
  actions,
}: ConversationMessagesProps) {
  if (store.load === 'loading' && !store.hasHistory) return <Loader label="Loading the messages" size={40} />;
  if (store.load === 'failed' && !store.hasHistory) {
    return (
      <Callout intent={Intent.DANGER} title="The messages could not be loaded" role="alert">
        <p>{store.loadError}</p>
        <Button text="Try again" onClick={() => void store.refresh()} />
      </Callout>
    );
  }
  if (!store.hasHistory) return <p className="conversation__empty">No messages yet.</p>;
  return (
    <>
      <LiveMessageList store={store} label={`Messages with ${withName}`} actions={actions} />
      {store.load === 'failed' && (
        <p className="conversation__empty">The latest messages could not be loaded: {store.loadError}</p>
      )}
    </>
  );
});

/**
 * The list alone follows the messages: a live burst re-renders it, not what is around it, so a burst costs one
 * list render per frame.
 */
const LiveMessageList = observer(function LiveMessageList({
  store,
  label,
  actions,
}: {
  store: ConversationStore;
  label: string;
  actions: ConversationMessagesProps['actions'];
}) {
  // Stable across renders, so rows that did not change are not rendered again.
  const row = useMemo(() => conversationRow({ retry: (id) => void store.retry(id), ...actions }), [store, actions]);
  return <MessageList messages={store.messages} orderDesc={store.orderDesc} label={label} row={row} />;
});
