import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { elsewhereText, expiredText } from '../core/standingText';
import { ChallengedBox, OneOfTwo, VerifiedForThisCall } from './VerifiedBoxes';
import { DeniedBox, HeldBox } from './ApprovalOutcomeBoxes';
import type { VerificationStore } from './VerificationStore';
import { focusNext } from '@features/api/ui';

export interface StandingBoxProps {
  store: VerificationStore;
}

/**
 * Where the contact stands for this call, with its main action, read from the one standing (the backend's
 * record of the call), so it turns with the card's tag and the sidebar's dot, in every session:
 * - verified for this call: green, with who, on which ticket, when, until when, the approver, the ticket note;
 * - 1 of 2 methods: leads to the second;
 * - awaiting approval, or denied by a manager: who and why, and what is left to do;
 * - verified, then failed checks or a lock: not green, why, and "Verify again" (or when it can be);
 * - verified for another call (another ticket, another technician, an earlier request): neutral, who, where
 *   and how long ago, and "Verify for this call";
 * - expired: neutral, how long ago, and "Verify again".
 * The box takes the focus when it appears after a check.
 */
export const StandingBox = observer(function StandingBox({ store }: StandingBoxProps) {
  if (!store.showsStanding) return null;
  const standing = store.standing.standing;
  const now = store.standing.now;
  switch (standing?.kind) {
    case 'verified':
      return <VerifiedForThisCall store={store} standing={standing} />;
    case 'partial':
      return <OneOfTwo store={store} standing={standing} />;
    case 'challenged':
      return <ChallengedBox store={store} standing={standing} />;
    case 'held':
      return <HeldBox store={store} record={standing.record} />;
    case 'denied':
      return <DeniedBox store={store} record={standing.record} />;
    case 'elsewhere':
      return <Elsewhere store={store} standing={standing} />;
    case 'expired':
      return (
        <NeutralBox title="Verification expired" action="Verify again" onAction={() => store.verifyAgain()}>
          <p>{expiredText(store.contact.name, standing.last, now)}</p>
        </NeutralBox>
      );
    default:
      return <ReadingRecord store={store} />;
  }
});

const Elsewhere = observer(function Elsewhere({
  store,
  standing,
}: StandingBoxProps & { standing: { last: Parameters<typeof elsewhereText>[0]; why: string } }) {
  const who = standing.last.inspector || 'another technician';
  const why =
    standing.why === 'otherTechnician'
      ? `That was ${who}'s call: a verification counts only for the technician who made it. If ${who} handed the caller to you, ask them.`
      : standing.why === 'earlierRequest'
        ? 'That verification was for an earlier request: this one needs its own.'
        : 'A verification counts only on the ticket it was made on.';
  return (
    <NeutralBox title="Not verified for this call" action="Verify for this call" onAction={() => store.startOver()}>
      <p>{elsewhereText(standing.last, store.standing.now)}</p>
      <p>{why}</p>
    </NeutralBox>
  );
});

/** The check passed and the record is being read (or could not be): nothing is said before it is. */
const ReadingRecord = observer(function ReadingRecord({ store }: StandingBoxProps) {
  const records = store.standing.records;
  if (records.error)
    return (
      <Callout intent={Intent.WARNING} title="The verification record could not be read" compact tabIndex={-1}>
        <p>{records.error}</p>
        <div className="verification__actions">
          <Button intent={Intent.PRIMARY} text="Read it again" onClick={() => void records.load()} />
        </div>
      </Callout>
    );
  return (
    <Callout compact className="verification__pending" tabIndex={-1}>
      <span className="verification__pending-title">
        <Spinner size={16} aria-hidden /> Reading the verification record…
      </span>
    </Callout>
  );
});

export function NeutralBox({
  title,
  action,
  onAction,
  children,
}: {
  title: string;
  action: string;
  onAction(): void;
  children: ReactNode;
}) {
  return (
    <Callout title={title} compact tabIndex={-1} {...focusNext()} className="verification__result">
      {children}
      <div className="verification__actions">
        <Button intent={Intent.PRIMARY} text={action} onClick={onAction} />
      </div>
    </Callout>
  );
}
