import { type Contact, recordNoun } from '@features/api/core';
import {
  FeatureHeader,
  Loader,
  useFocusFollowsWork,
  usePageStore,
  useStep,
  type FeaturePageProps,
} from '@features/api/ui';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { Lock } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import {
  stepAfterCreated,
  stepKey,
  stepKeys,
  stepOfKey,
  type CreatedLink,
  type KnownItem,
  type SecureDataStep,
} from '../core/secureDataSteps';
import { ActionChooser } from './ActionChooser';
import { CreateRequestForm } from './CreateRequestForm';
import { CreateSecureDataForm } from './CreateSecureDataForm';
import { ItemPanel } from './ItemPanel';
import { RequestsStoreFactoryToken, type RequestsStore } from './RequestsStore';
import { RequestsList } from './RequestsList';
import { SecureDataStoreFactoryToken, targetOf, type SecureDataStore, type SecureDataTarget } from './SecureDataStore';
import { SentList } from './SentList';
import { SentStoreFactoryToken, type SentStore } from './SentStore';
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
  return (
    <SecureDataView
      key={`${target.psaId}/${target.ticketId ?? ''}/${target.contactId}`}
      target={target}
      contact={pod.contact}
      ticketNumber={pod.ticket?.number ?? null}
    />
  );
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
  const sent = usePageStore(SentStoreFactoryToken, target, place);
  // The page's one poll says when something changed: the Sent list reloads with the requests.
  useEffect(() => requests.onChanged(() => void sent.load()), [requests, sent]);

  // The step lives in the address (Back and a reload return to it); a panel opens only for a link or request known here.
  const known = knownItems(store, requests, sent);
  const [key, go] = useStep(stepKeys(known));
  const step = stepOfKey(key);
  const open = (next: SecureDataStep) => go(stepKey(next));
  // A create answers later: it may move the page only from the step it was asked on, read when it answers.
  const latest = useRef({ step, open });
  latest.current = { step, open };

  useEffect(() => {
    store.stepShown(step);
    // An answer is on screen only on its request's panel: any other step hides it.
    requests.keepAnswerOf(step.name === 'SendSecureData' && step.action === 'requestData' ? step.id : null);
  }, [store, requests, key]); // eslint-disable-line react-hooks/exhaustive-deps
  // Focus follows the work: a new step to its first field or its result, a refused create to what to correct.
  const stepArea = useFocusFollowsWork<HTMLDivElement>([key, store.create.ended, store.createRequest.ended]);

  const onCreated = (created: CreatedLink) => {
    if (created.kind === 'requestData') requests.added(created.id, store.createdHere.get(created.id)?.title ?? '');
    void sent.load();
    const next = stepAfterCreated(latest.current.step, created);
    if (next) latest.current.open(next);
  };

  // Until the first list arrives a panel in the address cannot be told from an unknown one: wait, do not flash the choice.
  const settled = (list: { value: unknown; state: string }) => list.value !== null || list.state === 'failed';
  const listsSettled = settled(requests.table) && settled(sent.list);
  return (
    <section className="secure-data" aria-labelledby="secure-data-title">
      <div className="secure-data__inner">
        <FeatureHeader
          id="secure-data-title"
          icon={<Lock />}
          title="Secure Data Sharing"
          subject={{ contact: contact.name, ticket: ticketNumber }}
        />
        <div ref={stepArea} tabIndex={-1} className="secure-data__step" aria-label="Secure data step">
          {store.setup.state === 'failed' ? (
            <Callout intent={Intent.DANGER} title="Secure data settings could not be loaded" role="alert">
              <p>{store.setup.error}</p>
              <Button text="Try again" onClick={() => void store.load()} />
            </Callout>
          ) : !store.setup.value || !listsSettled ? (
            <Loader label="Loading secure data settings" size={40} />
          ) : step.name === 'SelectActions' ? (
            <ActionChooser onChoose={(action) => open({ name: 'CreateSecureData', action })} />
          ) : step.name === 'CreateSecureData' ? (
            step.action === 'sendData' ? (
              <CreateSecureDataForm
                store={store}
                onBack={() => open({ name: 'SelectActions' })}
                onCreated={onCreated}
              />
            ) : (
              <CreateRequestForm store={store} onBack={() => open({ name: 'SelectActions' })} onCreated={onCreated} />
            )
          ) : (
            <ItemPanel
              step={step}
              store={store}
              requests={requests}
              sent={sent}
              contact={contact}
              ticketNumber={ticketNumber}
              onDone={() => open({ name: 'SelectActions' })}
              onCreateNew={(action) => open({ name: 'CreateSecureData', action })}
            />
          )}
        </div>
        <RequestsList
          requests={requests}
          onShowAnswer={(row) => {
            open({ name: 'SendSecureData', action: 'requestData', id: row.id });
            void requests.reveal.run(row);
          }}
        />
        <SentList sent={sent} owner={requests.owner} />
      </div>
    </section>
  );
});

/** The links and requests this page knows of: created here, in the requests list, in the Sent list. */
function knownItems(store: SecureDataStore, requests: RequestsStore, sent: SentStore): KnownItem[] {
  return [
    ...[...store.createdHere.values()].map(({ created }) => created),
    ...requests.rows.map((row) => ({ kind: 'requestData' as const, id: row.id })),
    ...sent.items.map((item) => ({
      kind: item.kind === 'link' ? ('sendData' as const) : ('requestData' as const),
      id: item.id,
    })),
  ];
}
