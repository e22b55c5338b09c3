import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { namesOfPsasThatSupport, PsaRegistryToken } from '@features/api/core';
import {
  FeatureHeader,
  type FeaturePageProps,
  Loader,
  useFocusFollowsWork,
  usePageStore,
  useService,
} from '@features/api/ui';
import { Add } from '@blueprintjs/icons';
import { CreatedTicketNotice } from './CreatedTicketNotice';
import { QuickTicketForm } from './QuickTicketForm';
import { QuickTicketStoreFactoryToken } from './QuickTicketStore';
import './quickTicket.css';

/** Quick Ticket (spec section 1): create a ticket in the pod's PSA for its contact without leaving the pod. */
export const QuickTicketPage = observer(function QuickTicketPage({ pod }: FeaturePageProps) {
  const psas = useService(PsaRegistryToken);
  if (!pod.ready) return <Loader label="Loading the contact" />;
  if (!pod.psaId) {
    return (
      <Callout intent={Intent.PRIMARY}>
        Open a contact in {namesOfPsasThatSupport(psas, 'quickTicket')} to create a ticket for it.
      </Callout>
    );
  }
  // A new contact means a new form: the key drops the form's own state, usePageStore makes a store with its defaults.
  return (
    <QuickTicket
      key={`${pod.psaId}/${pod.contact?.id ?? ''}`}
      psaId={pod.psaId}
      companyId={pod.company?.id ?? null}
      contactId={pod.contact?.id ?? null}
      contactName={pod.contact?.name ?? null}
      psaTitle={pod.psa?.title ?? null}
    />
  );
});

interface QuickTicketProps {
  psaId: string;
  companyId: string | null;
  contactId: string | null;
  contactName: string | null;
  /** The pod's PSA as technicians know it, where the ticket is created. */
  psaTitle: string | null;
}

const QuickTicket = observer(function QuickTicket({
  psaId,
  companyId,
  contactId,
  contactName,
  psaTitle,
}: QuickTicketProps) {
  const store = usePageStore(QuickTicketStoreFactoryToken, { psaId, companyId, contactId }, [
    psaId,
    companyId,
    contactId,
  ]);
  // Focus follows the work: a refused submit to the first field to correct, a failed create to why, a created ticket
  // to its notice, Create another ticket back to the summary.
  const section = useFocusFollowsWork<HTMLElement>([store.refusedSubmits, store.create.ended, store.created]);
  return (
    <section ref={section} className="quick-ticket" aria-labelledby="quick-ticket-title">
      <div className="quick-ticket__inner">
        <FeatureHeader id="quick-ticket-title" icon={<Add />} title="Quick Ticket" subject={{ contact: contactName }} />
        <p className="quick-ticket__intro">
          {`A new ${psaTitle ? `${psaTitle} ` : ''}ticket${contactName ? `, for ${contactName} by default` : ''}.`}
        </p>
        {store.created ? (
          <CreatedTicketNotice ticket={store.created} onAnother={() => store.startAnother()} />
        ) : (
          <QuickTicketForm store={store} />
        )}
      </div>
    </section>
  );
});
