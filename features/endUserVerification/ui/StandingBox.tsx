import { Button, Callout, Intent } from '@blueprintjs/core';
import { TickCircle } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { CALLER_REQUEST_PHRASES, callerRequestSentence, timeText, type HistoryEntry } from '@features/api/core';
import { historyEntryOf } from '../core/recordVerification';
import { elsewhereText, expiredText, holdsText } from '../core/standingText';
import type { VerificationStanding } from '../core/verificationStanding';
import type { VerificationStore } from './VerificationStore';

export interface StandingBoxProps {
  store: VerificationStore;
}

/**
 * Where the contact stands for this call, with its main action, read from the one standing (so it turns
 * with the card's tag and the sidebar's dot when the window closes, with the pod left open):
 * - verified for this call: green, with who, on which ticket, when and until when, and the ticket note;
 * - 1 of 2 methods: leads to the second;
 * - verified for another call (another ticket, or another technician on this one): neutral, who, where
 *   and how long ago, and "Verify for this call";
 * - expired: neutral, how long ago, and "Verify again".
 * The box takes the focus when it appears after a check.
 */
export const StandingBox = observer(function StandingBox({ store }: StandingBoxProps) {
  if (!store.showsStanding) return null;
  const standing = store.standing.standing;
  if (standing?.kind === 'verified') return <VerifiedForThisCall store={store} standing={standing} />;
  if (standing?.kind === 'partial') return <OneOfTwo store={store} standing={standing} />;
  const now = store.standing.now;
  if (standing?.kind === 'elsewhere') {
    const other = standing.why === 'otherTechnician';
    const who = standing.last.inspector || 'another technician';
    return (
      <NeutralBox title="Not verified for this call" action="Verify for this call" store={store}>
        <p>{elsewhereText(standing.last, now)}</p>
        <p>
          {other
            ? `That was ${who}'s call: a verification counts only for the technician who made it. If ${who} handed the caller to you, ask them.`
            : 'A verification counts only on the ticket it was made on.'}
        </p>
      </NeutralBox>
    );
  }
  const last = lastOf(standing, store);
  return (
    <NeutralBox title="Verification expired" action="Verify again" store={store}>
      {last && <p>{expiredText(store.contact.name, last, now)}</p>}
    </NeutralBox>
  );
});

const VerifiedForThisCall = observer(function VerifiedForThisCall({
  store,
  standing,
}: StandingBoxProps & { standing: Extract<VerificationStanding, { kind: 'verified' }> }) {
  const flow = store.flow;
  const name = store.contact.name;
  const two = standing.proof.length > 1;
  const newest = standing.proof[0]!;
  const note = flow.kind === 'verified' ? flow.note : 'idle';
  return (
    <Callout
      intent={Intent.SUCCESS}
      icon={<TickCircle />}
      title={two ? `${name} is verified for ${CALLER_REQUEST_PHRASES[store.request]}` : `${name} is verified`}
      compact
      tabIndex={-1}
      data-flow-focus
      className="verification__result"
    >
      <p>
        {two
          ? `${standing.proof
              .map((entry) => entry.type)
              .reverse()
              .join(', then ')}: two methods.`
          : `${newest.type} (${store.displayValue({ value: newest.item })}).`}
      </p>
      {flow.kind === 'verified' && flow.record.approvedBy && <p>Approved by {flow.record.approvedBy}.</p>}
      <p className="verification__holds">{holdsText(standing.proof, standing.until, store.standing.now)}</p>
      <div className="verification__actions">
        {store.context.ticketId &&
          (note === 'saved' ? (
            <span>Note added to the ticket.</span>
          ) : (
            <Button
              text="Add a note to the ticket"
              loading={note === 'saving'}
              onClick={() => void store.addTicketNote()}
            />
          ))}
        <Button text="Verify again" variant="minimal" onClick={() => store.startOver()} />
      </div>
    </Callout>
  );
});

const OneOfTwo = observer(function OneOfTwo({
  store,
  standing,
}: StandingBoxProps & { standing: Extract<VerificationStanding, { kind: 'partial' }> }) {
  const first = standing.proof[0]!;
  return (
    <Callout
      intent={Intent.WARNING}
      title="1 of 2 methods"
      compact
      tabIndex={-1}
      data-flow-focus
      className="verification__result"
    >
      <p>
        {first.type} ({store.displayValue({ value: first.item })}) verified {store.contact.name}.{' '}
        {callerRequestSentence(store.request)} needs a second, different method.
      </p>
      <p className="verification__holds">
        The first method holds; it ends {timeText(standing.until, store.standing.now)}.
      </p>
      <div className="verification__actions">
        <Button intent={Intent.PRIMARY} text="Verify with a second method" onClick={() => store.startOver()} />
      </div>
    </Callout>
  );
});

function NeutralBox({
  title,
  action,
  store,
  children,
}: StandingBoxProps & { title: string; action: string; children: ReactNode }) {
  return (
    <Callout title={title} compact tabIndex={-1} data-flow-focus className="verification__result">
      {children}
      <div className="verification__actions">
        <Button intent={Intent.PRIMARY} text={action} onClick={() => store.startOver()} />
      </div>
    </Callout>
  );
}

/** The verification an expired box speaks of: the standing's last, or the one this panel just recorded. */
function lastOf(standing: VerificationStanding | null, store: VerificationStore): HistoryEntry | null {
  if (standing?.kind === 'expired' || standing?.kind === 'lapsed') return standing.last;
  return store.flow.kind === 'verified' ? historyEntryOf(store.flow.record) : null;
}
