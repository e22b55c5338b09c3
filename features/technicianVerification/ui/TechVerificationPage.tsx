import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { ticketNumberText } from '@features/api/core';
import { FeatureHeader, focusNext, useFocusFollowsWork, usePageStore, type FeaturePageProps } from '@features/api/ui';
import { IdNumber } from '@blueprintjs/icons';
import { isOpen } from '../core/TechVerification';
import { TechHistoryStoreFactoryToken } from './TechHistoryStore';
import { TechHistoryTable } from './TechHistoryTable';
import { ElsewhereRequests, TicketRequests } from './TechRequestLists';
import { TechVerificationStoreFactoryToken, type TechVerificationStore } from './TechVerificationStore';
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
  // Focus follows the work: after a code or a link, to the card it went to (the button pressed may be gone), or to why
  // it failed.
  const section = useFocusFollowsWork<HTMLElement>([store.send.ended, store.link.ended]);

  return (
    <section ref={section} className="tech-verification" aria-labelledby="tech-verification-title">
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
        <CallFailures store={store} />
        <p className="tech-verification__intro">
          When an end user asks you to prove you are from their MSP, text them a code here. They enter it, and you see
          it confirmed.
        </p>
        <TicketRequests store={store} ticket={ticket} ticketNumber={ticketNumber} />
        <ElsewhereRequests store={store} />
        <TechHistoryTable history={history} now={store.now} />
      </div>
    </section>
  );
});

/** Why the last code or link failed, in the server's words, where the technician asked for it (not a toast). */
const CallFailures = observer(function CallFailures({ store }: { store: TechVerificationStore }) {
  return (
    <>
      {store.send.error && (
        <Callout intent={Intent.DANGER} role="alert" title="The code was not sent" tabIndex={-1} {...focusNext()}>
          {store.send.error}
        </Callout>
      )}
      {store.link.error && (
        <Callout intent={Intent.DANGER} role="alert" title="The request was not linked" tabIndex={-1} {...focusNext()}>
          {store.link.error}
        </Callout>
      )}
    </>
  );
});
