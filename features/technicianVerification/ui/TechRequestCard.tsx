import { Button, Card, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { isOpen, STATUS_LABELS, type TechVerification, type TechVerificationStatus } from '../core/TechVerification';
import { FormattedPhone } from '@features/api/ui';
import { formatWhen } from './formatWhen';
import type { TechVerificationStore } from './TechVerificationStore';

export interface TechRequestCardProps {
  verification: TechVerification;
  store: TechVerificationStore;
  /** The open ticket's number as written ("#T1002"), for the link button; null on a contact screen (no actions). */
  ticketNumber: string | null;
}

const INTENTS: Record<TechVerificationStatus, Intent> = {
  Requested: Intent.PRIMARY,
  CodeSent: Intent.NONE,
  WrongCode: Intent.WARNING,
  Verified: Intent.SUCCESS,
  Failed: Intent.DANGER,
};

/** One verification on the open ticket: who asked, where it stands, and the next action. */
export const TechRequestCard = observer(function TechRequestCard({ verification: v, store, ticketNumber }: TechRequestCardProps) {
  const busy = store.send.pending || store.link.pending;
  const headingId = `tech-verification-${v.id}`;
  let action = null;
  if (ticketNumber !== null && isOpen(v)) {
    action =
      v.ticketId === null ? (
        <Button intent={Intent.PRIMARY} text={`Link to ticket ${ticketNumber}`} loading={store.link.pending} disabled={busy} onClick={() => void store.link.run(v.id)} />
      ) : (
        <Button
          intent={Intent.PRIMARY}
          text={v.status === 'Requested' ? 'Send code' : 'Resend code'}
          loading={store.send.pending}
          disabled={busy}
          onClick={() => void store.send.run(v.id)}
        />
      );
  }
  return (
    <Card className="tech-verification__card" compact role="article" aria-labelledby={`${headingId} ${headingId}-status`}>
      <div className="tech-verification__card-head">
        <strong id={headingId}>{v.contactName}</strong>
        {/* multiline: a long status ("Confirmed: the end user entered the right code") wraps at 320 px, never cut off. */}
        <Tag id={`${headingId}-status`} intent={INTENTS[v.status]} minimal={v.status !== 'Verified'} multiline>
          {STATUS_LABELS[v.status]}
        </Tag>
      </div>
      <p className="tech-verification__meta">
        {v.status === 'Requested' ? 'Asked' : 'Started'} {formatWhen(v.createdDate)}
        {v.to && (
          <>
            {' · code by SMS to '}
            <FormattedPhone value={v.to} />
          </>
        )}
        {v.ticketId === null ? ' · names no ticket yet' : ''}
      </p>
      {action && <div className="tech-verification__actions">{action}</div>}
    </Card>
  );
});
