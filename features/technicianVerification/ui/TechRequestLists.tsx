import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { TechPersonCard } from './TechPersonCard';
import type { TechVerificationStore } from './TechVerificationStore';
import { TicketOf } from './TicketOf';

/** The open ticket's verification requests (or, without a ticket, those waiting for one), one card per person. */
export const TicketRequests = observer(function TicketRequests({
  store,
  ticket,
  ticketNumber,
}: {
  store: TechVerificationStore;
  /** The pod's ticket; null on a contact. */
  ticket: { id: string } | null;
  ticketNumber: string | null;
}) {
  const groups = store.groups;
  return (
    <section aria-labelledby="tech-verification-ticket" className="tech-verification__requests">
      <h3 id="tech-verification-ticket">{ticketNumber ? 'Requests on this ticket' : 'Requests'}</h3>
      {store.ticketLoad.state === 'failed' && (
        <Callout intent={Intent.DANGER} title="This ticket's verifications could not be loaded">
          <p>{store.ticketLoad.error}</p>
          <Button text="Try again" onClick={() => void store.reloadTicket()} />
        </Callout>
      )}
      <div aria-live="polite" className="tech-verification__list">
        {groups.length === 0 ? (
          <p>
            {store.ticketLoad.state === 'loading'
              ? 'Loading…'
              : ticket
                ? 'No verification requests on this ticket.'
                : 'No requests waiting for a ticket.'}
          </p>
        ) : (
          groups.map((group) => (
            <TechPersonCard key={group.key} group={group} store={store} ticketNumber={ticketNumber} />
          ))
        )}
      </div>
    </section>
  );
});

/** Open requests on other tickets, so none waits unseen; nothing when there are none. */
export const ElsewhereRequests = observer(function ElsewhereRequests({ store }: { store: TechVerificationStore }) {
  if (store.elsewhere.length === 0) return null;
  return (
    <section aria-labelledby="tech-verification-elsewhere">
      <h3 id="tech-verification-elsewhere">Open requests on other tickets</h3>
      <ul className="tech-verification__elsewhere">
        {store.elsewhere.map((v) => (
          <li key={v.id}>
            {v.contactName}: ticket <TicketOf verification={v} /> ({v.crmId})
          </li>
        ))}
      </ul>
    </section>
  );
});
