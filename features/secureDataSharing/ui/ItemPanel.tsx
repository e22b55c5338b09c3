import { Button } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import type { Contact } from '@features/api/core';
import { ContactValue, StatusTag, TimeText, usePageStore } from '@features/api/ui';
import { observer } from 'mobx-react-lite';
import type { SecureDataStep } from '../core/secureDataSteps';
import { RequestAnswer } from './RequestAnswer';
import { REQUEST_STATUS } from './requestStatus';
import type { RequestsStore } from './RequestsStore';
import type { CreatedHere, SecureDataStore } from './SecureDataStore';
import { SendStep } from './SendStep';
import { SendStoreFactoryToken } from './SendStore';

export interface ItemPanelProps {
  step: Extract<SecureDataStep, { name: 'SendSecureData' }>;
  store: SecureDataStore;
  requests: RequestsStore;
  contact: Contact;
  ticketNumber: string | null;
  onDone(): void;
}

/**
 * One link's or request's panel. Created on this page: its send form. Opened again after a reload (or from the
 * list): what is known of it, without its address, which the page never keeps beyond its own memory.
 */
export const ItemPanel = observer(function ItemPanel({ step, store, requests, contact, ticketNumber, onDone }: ItemPanelProps) {
  const here = store.createdHere.get(step.id);
  const row = requests.rows.find((r) => r.id === step.id);
  if (here) {
    return (
      <>
        <CreatedLinkSend here={here} store={store} requests={requests} contact={contact} ticketNumber={ticketNumber} onDone={onDone} />
        {row && <RequestAnswer requests={requests} request={row} />}
      </>
    );
  }
  return (
    <div className="secure-data__form" role="group" aria-labelledby="secure-data-item-title">
      <h3 id="secure-data-item-title" className="secure-data__subtitle">
        {row ? `Request: ${row.title}` : step.action === 'sendData' ? 'Secure link' : 'Data request'}
      </h3>
      {row && (
        <p className="secure-data__facts">
          <StatusTag tone={REQUEST_STATUS[row.status].tone}>{REQUEST_STATUS[row.status].label}</StatusTag> <TimeText at={row.createdAt} prefix="Requested" />
          {row.recipient && (
            <>
              {' '}
              to <ContactValue value={row.recipient} />
            </>
          )}
        </p>
      )}
      {row && <RequestAnswer requests={requests} request={row} />}
      <p className="secure-data__hint">Its link is kept only while the page that created it is open. To send it again, create a new one.</p>
      <div className="secure-data__actions">
        <Button icon={<ArrowLeft />} text="Done" variant="minimal" onClick={onDone} />
      </div>
    </div>
  );
});

interface CreatedLinkSendProps extends Omit<ItemPanelProps, 'step'> {
  here: CreatedHere;
}

/** The send form of a link created on this page, with its own store (one send form per link). */
const CreatedLinkSend = observer(function CreatedLinkSend({ here, store, requests, contact, ticketNumber, onDone }: CreatedLinkSendProps) {
  const { created } = here;
  const setup = store.setup.value!;
  const send = usePageStore(
    SendStoreFactoryToken,
    {
      created,
      items: contact.communicationItems,
      template: created.kind === 'sendData' ? setup.settings.messageTemplate : setup.requestText.text,
      textVariables: setup.textVariables,
      requestTitle: here.title,
      ticketNumber,
      sent: here.sent,
      onSent: () => {
        if (created.kind === 'requestData') void requests.load();
      },
    },
    [created.id, setup],
  );
  return <SendStep created={created} send={send} items={contact.communicationItems} contactName={contact.name} contactPhone={contact.phone} onDone={onDone} />;
});
