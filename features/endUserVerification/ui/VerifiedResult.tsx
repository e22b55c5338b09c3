import { Button, Callout, Intent } from '@blueprintjs/core';
import { TickCircle } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { VerificationStore } from './VerificationStore';

export interface VerifiedResultProps {
  store: VerificationStore;
}

/** The verification just recorded, and the offer to note it on the ticket. The callout takes the focus. */
export const VerifiedResult = observer(function VerifiedResult({ store }: VerifiedResultProps) {
  const flow = store.flow;
  if (flow.kind !== 'verified') return null;
  const { record } = flow;
  return (
    <Callout intent={Intent.SUCCESS} icon={<TickCircle />} title={`${store.contact.name} is verified`} compact tabIndex={-1} data-flow-focus className="verification__result">
      <p>
        {record.validationType} ({record.value}), verified by {record.inspectorName}.
      </p>
      <div className="verification__actions">
        {store.context.ticketId &&
          (flow.note === 'saved' ? (
            <span>Note added to the ticket.</span>
          ) : (
            <Button text="Add a note to the ticket" loading={flow.note === 'saving'} onClick={() => void store.addTicketNote()} />
          ))}
        <Button text="Verify again" variant="minimal" onClick={() => store.startOver()} />
      </div>
    </Callout>
  );
});
