import { Alert, Intent } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import { ConversationOutboxToken } from '@core/conversation/ConversationOutbox';
import { DraftsToken } from '@core/drafts/Drafts';
import { useService } from '../services/ServiceContext';

/** Where every conversation keeps its draft (SMS, Teams, portal chat): `conversation:<transport>:<id>`. */
const CONVERSATION_DRAFTS = 'conversation:';

/** What is unsent in this browser: messages waiting in the outbox, and messages being written. */
export interface UnsentWork {
  messages: number;
  drafts: number;
}

/** The question's sentence, e.g. "2 messages have not been sent, and one message is being written." */
export function unsentSentence({ messages, drafts }: UnsentWork): string {
  const parts = [
    messages === 1 ? 'one message has not been sent' : messages > 1 ? `${messages} messages have not been sent` : null,
    drafts === 1 ? 'one message is being written' : drafts > 1 ? `${drafts} messages are being written` : null,
  ].filter(Boolean);
  const sentence = parts.join(', and ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * Sign-out that asks first when something is unsent (the conversation outbox and drafts know): the
 * technician may stay and send it. Returns the request to sign out and the dialog to render.
 */
export function useSignOutGuard(signOut: () => void): { requestSignOut(): void; dialog: ReactNode } {
  const outbox = useService(ConversationOutboxToken);
  const drafts = useService(DraftsToken);
  const [asking, setAsking] = useState<UnsentWork | null>(null);
  const requestSignOut = () => {
    const work = { messages: outbox.unsentCount(), drafts: drafts.countStartingWith(CONVERSATION_DRAFTS) };
    if (work.messages + work.drafts === 0) signOut();
    else setAsking(work);
  };
  const dialog = (
    <Alert
      isOpen={asking !== null}
      intent={Intent.DANGER}
      icon={<WarningSign />}
      confirmButtonText="Sign out anyway"
      cancelButtonText="Stay signed in"
      canEscapeKeyCancel
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        setAsking(null);
        signOut();
      }}
    >
      <p>
        <strong>Sign out with unsent messages?</strong>
      </p>
      <p>
        {asking && unsentSentence(asking)} They stay in this browser and are still here, unsent, when you sign in again.
      </p>
    </Alert>
  );
  return { requestSignOut, dialog };
}
