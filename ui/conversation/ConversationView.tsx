import { SegmentedControl } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { ConversationMessages } from './ConversationMessages';
import type { ConversationStore } from './ConversationStore';
import './conversation.css';

export interface ConversationViewProps {
  store: ConversationStore;
  /** Who the conversation is with (for the list's name). */
  withName: string;
  /** The composer (or an explanation in its place). */
  composer: ReactNode;
}

const ORDERS = [
  { label: 'Oldest first', value: 'oldest' },
  { label: 'Newest first', value: 'newest' },
];

/** The conversation page's view (SMS, Teams): order toggle, history (virtualized when long), composer. */
export const ConversationView = observer(function ConversationView({
  store,
  withName,
  composer,
}: ConversationViewProps) {
  return (
    <div className="conversation">
      <div className="conversation__toolbar">
        {/* Both orders on screen, the current one pressed: a control that reads as one, not as a caption. */}
        <SegmentedControl
          aria-label="Order of the messages"
          size="small"
          options={ORDERS}
          value={store.orderDesc ? 'newest' : 'oldest'}
          onValueChange={(order) => {
            if ((order === 'newest') !== store.orderDesc) store.toggleOrder();
          }}
        />
        {store.unsentCount > 0 && <span className="conversation__unsent">{store.unsentCount} not sent</span>}
      </div>
      <ConversationMessages store={store} withName={withName} />
      {composer}
    </div>
  );
});
