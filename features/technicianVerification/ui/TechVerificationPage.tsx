import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { ticketNumberText } from '@features/api/core';
import { FeatureHeader, usePageStore, type FeaturePageProps } from '@features/api/ui';
import { IdNumber } from '@blueprintjs/icons';
import { isOpen } from '../core/TechVerification';
import { TechHistoryStoreFactoryToken } from './TechHistoryStore';
import { TechHistoryTable } from './TechHistoryTable';
import { TechPersonCard } from './TechPersonCard';
import { TicketOf } from './TicketOf';
import { TechVerificationStoreFactoryToken } from './TechVerificationStore';
import './techVerification.css';

/**
 * Technician Verification (spec section 1): an end user who was called by someone claiming to be
 * their MSP asks to verify the technician; the technician texts them a code from here and sees it
 * confirmed when they enter it. Requests arrive live from the hub; below, the tenant's history.
 */
export const TechVerificationPage = observer(function TechVerificationPage({ pod }: FeaturePageProps) {
  const crmId = pod.psaId;
  const ticket = pod.ticket;
  const ticketId = ticket?.id ?? null;
  const store = usePageStore(TechVerificationStoreFactoryToken, crmId ? { crmId, ticketId } : null, [crmId, ticketId]);
  const history = usePageStore(TechHistoryStoreFactoryToken, crmId, [crmId]);

  const groups = store.groups;
  const contactName = pod.contact?.name ?? null;
  const hasPhone = !!pod.contact?.communicationItems.some((item) => item.type === 'phone');
  const openOnTicket = groups.some((g) => g.verifications.some((v) => v.ticketId === ticket?.id && isOpen(v)));
  // Only once the ticket's verifications are known: before that an open request may exist on it.
  const startable = ticket !== null && contactName !== null && store.ticketKnown && !openOnTicket;
  const ticketNumber = ticket ? ticketNumberText(ticket.number) : null;

  return (
    <section className="tech-verification" aria-labelledby="tech-verification-title">
      <div className="tech-verification__inner">
        <FeatureHeader
          id="tech-verification-title"
          icon={<IdNumber />}
          title="Technician Verification"
          subject={{ contact: contactName, ticket: ticket?.number }}
        />
        {/* The main action first: where a technician looks when an end user on the phone asks who they are. */}
        {startable && hasPhone && (
          <Button
            className="tech-verification__start"
            intent={Intent.PRIMARY}
            size="large"
            text={`Send a code to ${contactName}`}
            loading={store.send.pending}
            disabled={store.send.pending}
            onClick={() => void store.send.run(null)}
          />
        )}
        {startable && !hasPhone && (
          <p className="tech-verification__no-phone">{contactName} has no phone number, so no code can be texted.</p>
        )}
        {!crmId && (
          <Callout intent={Intent.PRIMARY}>Open a ticket from your PSA to verify yourself to its contact.</Callout>
        )}
        {crmId && !ticket && (
          <Callout intent={Intent.PRIMARY}>
            Open a ticket (not a contact) to send a code. Requests still appear here.
          </Callout>
        )}
        {store.send.error && (
          <Callout intent={Intent.DANGER} role="alert" title="The code was not sent">
            {store.send.error}
          </Callout>
        )}
        {store.link.error && (
          <Callout intent={Intent.DANGER} role="alert" title="The request was not linked">
            {store.link.error}
          </Callout>
        )}
        <p className="tech-verification__intro">
          When an end user asks you to prove you are from their MSP, text them a code here. They enter it, and you see
          it confirmed.
        </p>
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
        {store.elsewhere.length > 0 && (
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
        )}
        <TechHistoryTable history={history} now={store.now} />
      </div>
    </section>
  );
});
