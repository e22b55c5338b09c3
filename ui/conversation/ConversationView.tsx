import { Button } from '@blueprintjs/core';
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

/** The conversation page's view (SMS, Teams): order toggle, history (virtualized when long), composer. */
export const ConversationView = observer(function ConversationView({
  store,
  withName,
  composer,
}: ConversationViewProps) {
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
      <ConversationMessages store={store} withName={withName} />
      {composer}
    </div>
  );
});
