import { Button, Card, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { focusNext, FormattedPhone, StatusTag, TimeText } from '@features/api/ui';
import { isOpen } from '../core/TechVerification';
import type { PersonGroup } from '../core/techVerificationList';
import { lastMoment } from './lastMoment';
import { TECH_STATUS } from './techStatus';
import type { TechVerificationStore } from './TechVerificationStore';

export interface TechPersonCardProps {
  /** One person's verifications on the ticket's list. */
  group: PersonGroup;
  store: TechVerificationStore;
  /** The open ticket's number as written ("#T1002"), for the link button; null on a contact screen (no actions). */
  ticketNumber: string | null;
}

/** One person who asked: where their latest request stands, when, the next action, and their other requests. */
export const TechPersonCard = observer(function TechPersonCard({ group, store, ticketNumber }: TechPersonCardProps) {
  const v = group.lead;
  const others = group.verifications.filter((other) => other !== v);
  const busy = store.send.pending || store.link.pending;
  const headingId = `tech-verification-${v.id}`;
  const status = TECH_STATUS[v.status];
  const moment = lastMoment(v);
  let action = null;
  if (ticketNumber !== null && isOpen(v)) {
    action =
      v.ticketId === null ? (
        <Button
          intent={Intent.PRIMARY}
          text={`Link to ticket ${ticketNumber}`}
          loading={store.link.pending}
          disabled={busy}
          onClick={() => void store.link.run(v.id)}
        />
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
    <Card
      className="tech-verification__card"
      compact
      role="article"
      aria-labelledby={`${headingId} ${headingId}-status`}
      tabIndex={-1}
      {...focusNext(store.acted !== null && group.verifications.some((other) => other.id === store.acted))}
    >
      <div className="tech-verification__card-head">
        <span className="tech-verification__who">
          <strong id={headingId}>{v.contactName}</strong>
          {group.verifications.length > 1 && (
            <StatusTag tone="neutral">{group.verifications.length} requests</StatusTag>
          )}
        </span>
        <StatusTag id={`${headingId}-status`} tone={status.tone}>
          {status.words}
        </StatusTag>
      </div>
      <p className="tech-verification__meta">
        {moment.happened} <TimeText at={moment.at} now={store.now} />
        {v.to && (
          <>
            {' · code by SMS to '}
            <FormattedPhone value={v.to} />
          </>
        )}
        {v.ticketId === null ? ' · names no ticket yet' : ''}
      </p>
      {action && <div className="tech-verification__actions">{action}</div>}
      {others.length > 0 && (
        <ul className="tech-verification__others" aria-label={`Other requests from ${v.contactName}`}>
          {others.map((other) => {
            const when = lastMoment(other);
            return (
              <li key={other.id}>
                {when.happened} <TimeText at={when.at} now={store.now} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
});
