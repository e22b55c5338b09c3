import { type Contact, recordNoun } from '@features/api/core';
import { Loader, usePageStore, type FeaturePageProps } from '@features/api/ui';
import { Button, Callout, H4, Intent } from '@blueprintjs/core';
import { Lock } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { SecureDataStep } from '../core/secureDataSteps';
import { ActionChooser } from './ActionChooser';
import { AnswerPanel } from './AnswerPanel';
import { CreateRequestForm } from './CreateRequestForm';
import { CreateSecureDataForm } from './CreateSecureDataForm';
import { RequestsStoreFactoryToken, type RequestsStore } from './RequestsStore';
import { RequestsTable } from './RequestsTable';
import { SecureDataStoreFactoryToken, targetOf, type SecureDataSetup, type SecureDataStore, type SecureDataTarget } from './SecureDataStore';
import { SendStep } from './SendStep';
import { SendStoreFactoryToken } from './SendStore';
import './secureData.css';

/**
 * Secure Data Sharing (spec sections 2 and 7): send a secret or files through a one-time link, or
 * ask the contact for data; the ticket's requests below, updating while the page is open.
 */
export const SecureDataPage = observer(function SecureDataPage({ pod }: FeaturePageProps) {
  if (!pod.ready) return <Loader label={`Loading the ${recordNoun(pod.screen)}`} />;
  const target = targetOf(pod);
  if (!target || !pod.contact) {
    return (
      <Callout intent={Intent.PRIMARY} title="Secure Data Sharing">
        Open a ticket or a contact from your PSA, with a contact, to share secure data.
      </Callout>
    );
  }
  return <SecureDataView key={`${target.psaId}/${target.ticketId ?? ''}/${target.contactId}`} target={target} contact={pod.contact} ticketNumber={pod.ticket?.number ?? null} />;
});

interface SecureDataViewProps {
  target: SecureDataTarget;
  contact: Contact;
  ticketNumber: string | null;
}

const SecureDataView = observer(function SecureDataView({ target, contact, ticketNumber }: SecureDataViewProps) {
  const place = [target.psaId, target.ticketId, target.contactId];
  const store = usePageStore(SecureDataStoreFactoryToken, target, place);
  const requests = usePageStore(RequestsStoreFactoryToken, target, place);

  const step = store.step;
  const created = step.name === 'SendSecureData' ? step.created : null;

  // A new request shows in the table at once (page 1), before the next poll.
  useEffect(() => {
    if (created?.kind === 'requestData') {
      requests.added({ id: created.id, title: store.requestTitle.trim(), status: 'created', recipient: null, createdAt: Date.now(), answeredAt: null });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created?.id]);

  return (
    <section className="secure-data" aria-labelledby="secure-data-title">
      <div className="secure-data__inner">
        <div className="secure-data__header">
          <Lock aria-hidden />
          <H4 id="secure-data-title" className="secure-data__title">
            Secure Data Sharing
          </H4>
          <span className="secure-data__hint">{contact.name}</span>
        </div>
        {store.setup.state === 'failed' ? (
          <Callout intent={Intent.DANGER} title="Secure data settings could not be loaded" role="alert">
            <p>{store.setup.error}</p>
            <Button text="Try again" onClick={() => void store.load()} />
          </Callout>
        ) : !store.setup.value ? (
          <Loader label="Loading secure data settings" size={40} />
        ) : step.name === 'SelectActions' ? (
          <ActionChooser store={store} />
        ) : step.name === 'CreateSecureData' ? (
          step.action === 'sendData' ? <CreateSecureDataForm store={store} /> : <CreateRequestForm store={store} />
        ) : (
          <CreatedLinkSend step={step} setup={store.setup.value} store={store} requests={requests} contact={contact} ticketNumber={ticketNumber} />
        )}
        <AnswerPanel requests={requests} />
        <RequestsTable requests={requests} />
      </div>
    </section>
  );
});

interface CreatedLinkSendProps {
  step: Extract<SecureDataStep, { name: 'SendSecureData' }>;
  setup: SecureDataSetup;
  store: SecureDataStore;
  requests: RequestsStore;
  contact: Contact;
  ticketNumber: string | null;
}

/** The send step of one created link, with its own store (one send form per link). */
const CreatedLinkSend = observer(function CreatedLinkSend({ step, setup, store, requests, contact, ticketNumber }: CreatedLinkSendProps) {
  const { created } = step;
  const send = usePageStore(
    SendStoreFactoryToken,
    {
      created,
      items: contact.communicationItems,
      template: created.kind === 'sendData' ? setup.settings.messageTemplate : setup.requestText.text,
      textVariables: setup.textVariables,
      requestTitle: created.kind === 'requestData' ? (requests.rows.find((r) => r.id === created.id)?.title ?? store.requestTitle.trim()) : null,
      ticketNumber,
      onSent: (recipient) => {
        store.dispatch({ type: 'sent', recipient });
        if (created.kind === 'requestData') {
          requests.watch(created.id);
          void requests.load();
        }
      },
    },
    [created.id, setup],
  );
  return <SendStep step={step} send={send} items={contact.communicationItems} contactName={contact.name} contactPhone={contact.phone} onDone={() => store.dispatch({ type: 'restart' })} />;
});
