import { Button, Callout, Intent } from '@blueprintjs/core';
import { TickCircle } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { CALLER_REQUEST_LABELS } from '@features/api/core';
import type { VerificationStore } from './VerificationStore';

export interface VerifiedResultProps {
  store: VerificationStore;
}

/**
 * The verification just recorded, and the offer to note it on the ticket. For a request that needs two
 * methods, the first one says "1 of 2 methods" and leads to the second. The callout takes the focus.
 */
export const VerifiedResult = observer(function VerifiedResult({ store }: VerifiedResultProps) {
  const flow = store.flow;
  if (flow.kind !== 'verified') return null;
  const { record } = flow;
  const standing = store.standing.standing;
  const name = store.contact.name;
  if (standing?.kind === 'partial') {
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
          {record.validationType} ({store.displayValue({ value: record.value })}) verified {name}. A{' '}
          {CALLER_REQUEST_LABELS[store.request].toLowerCase()} needs a second, different method.
        </p>
        <div className="verification__actions">
          <Button intent={Intent.PRIMARY} text="Verify with a second method" onClick={() => store.startOver()} />
        </div>
      </Callout>
    );
  }
  const proof = standing?.kind === 'verified' && standing.proof.length > 1 ? standing.proof : null;
  const title = proof
    ? `${name} is verified for a ${CALLER_REQUEST_LABELS[store.request].toLowerCase()}`
    : `${name} is verified`;
  return (
    <Callout
      intent={Intent.SUCCESS}
      icon={<TickCircle />}
      title={title}
      compact
      tabIndex={-1}
      data-flow-focus
      className="verification__result"
    >
      <p>
        {proof
          ? `${proof
              .map((entry) => entry.type)
              .reverse()
              .join(', then ')}: two methods, verified by ${[...new Set(proof.map((e) => e.inspector))].join(' and ')}.`
          : `${record.validationType} (${store.displayValue({ value: record.value })}), verified by ${record.inspectorName}.`}
      </p>
      <div className="verification__actions">
        {store.context.ticketId &&
          (flow.note === 'saved' ? (
            <span>Note added to the ticket.</span>
          ) : (
            <Button
              text="Add a note to the ticket"
              loading={flow.note === 'saving'}
              onClick={() => void store.addTicketNote()}
            />
          ))}
        <Button text="Verify again" variant="minimal" onClick={() => store.startOver()} />
      </div>
    </Callout>
  );
});
