import { Button } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import type { Contact } from '@features/api/core';
import { ContactValue, StatusTag, TimeText, usePageStore } from '@features/api/ui';
import { observer } from 'mobx-react-lite';
import { finalStateOf } from '../core/afterUse';
import type { DataRequestRow, SentItem } from '../core/SecureData';
import type { SecureDataStep } from '../core/secureDataSteps';
import { FinalPanel } from './FinalPanel';
import { RequestAnswer, type RequestAnswerProps } from './RequestAnswer';
import { REQUEST_STATUS } from './requestStatus';
import type { RequestsStore } from './RequestsStore';
import type { CreatedHere, SecureDataStore } from './SecureDataStore';
import { SendStep } from './SendStep';
import { SendStoreFactoryToken } from './SendStore';
import { SentOpened, SentSends } from './SentFacts';
import { sentTitle } from './sentStatus';
import type { SentStore } from './SentStore';

export interface ItemPanelProps {
  step: Extract<SecureDataStep, { name: 'SendSecureData' }>;
  store: SecureDataStore;
  requests: RequestsStore;
  sent: SentStore;
  contact: Contact;
  ticketNumber: string | null;
  onDone(): void;
  /** Opens the form for a new link or request of the same kind (the main action once this one was used). */
  onCreateNew(action: 'sendData' | 'requestData'): void;
}

/** A request as the requests list knows it, else as the Sent list does. */
function requestOf(row: DataRequestRow | undefined, item: SentItem | undefined): RequestAnswerProps['request'] | null {
  if (row) return row;
  return item?.kind === 'request'
    ? { id: item.id, title: item.title ?? '', status: item.status, answeredAt: null }
    : null;
}

/**
 * One link's or request's panel. Created on this page: its send form and Copy link. Opened again after a reload (or
 * Back): what is known of it (where it went, whether it was opened, a request's answer), without its address, which
 * the page never keeps beyond its own memory.
 */
export const ItemPanel = observer(function ItemPanel({
  step,
  store,
  requests,
  sent,
  contact,
  ticketNumber,
  onDone,
  onCreateNew,
}: ItemPanelProps) {
  const here = store.createdHere.get(step.id);
  const item = sent.item(step.id);
  const row = requests.rows.find((r) => r.id === step.id);
  const request = step.action === 'requestData' ? requestOf(row, item) : null;
  const title = item
    ? sentTitle(item)
    : row
      ? `Request: ${row.title}`
      : here?.created.kind === 'requestData'
        ? `Request: ${here.title}`
        : step.action === 'sendData'
          ? 'Secure link'
          : 'Data request';
  // Once used (or run out) it has a final state, and the main action is a new one, never sending this one again.
  const final = finalStateOf(item, row);
  if (final) {
    return (
      <FinalPanel
        title={title}
        final={final}
        kind={step.action}
        item={item}
        answer={request && <RequestAnswer requests={requests} request={request} />}
        onCreateNew={() => onCreateNew(step.action)}
        onDone={onDone}
      />
    );
  }
  if (here) {
    return (
      <>
        <CreatedLinkSend
          here={here}
          store={store}
          requests={requests}
          sent={sent}
          contact={contact}
          ticketNumber={ticketNumber}
          onDone={onDone}
        />
        {request && <RequestAnswer requests={requests} request={request} />}
      </>
    );
  }
  return (
    <div className="secure-data__form" role="group" aria-labelledby="secure-data-item-title">
      <h3 id="secure-data-item-title" className="secure-data__subtitle">
        {title}
      </h3>
      {item ? (
        <>
          <p className="secure-data__facts">
            <SentOpened item={item} />
            {(item.status === 'created' || item.status === 'sent') && (
              <TimeText className="secure-data__hint" at={item.expiresAt} prefix="Opens until" />
            )}
          </p>
          <div className="secure-data__sends">
            <SentSends item={item} />
          </div>
        </>
      ) : (
        row && (
          <p className="secure-data__facts">
            <StatusTag tone={REQUEST_STATUS[row.status].tone}>{REQUEST_STATUS[row.status].label}</StatusTag>{' '}
            <TimeText at={row.createdAt} prefix="Requested" />
            {row.recipient && (
              <>
                {' '}
                to <ContactValue value={row.recipient} />
              </>
            )}
          </p>
        )
      )}
      {request && <RequestAnswer requests={requests} request={request} />}
      <p className="secure-data__hint">
        Its link is kept only while the page that created it is open. To send it again, create a new one.
      </p>
      <div className="secure-data__actions">
        <Button icon={<ArrowLeft />} text="Done" variant="minimal" onClick={onDone} />
      </div>
    </div>
  );
});

interface CreatedLinkSendProps extends Omit<ItemPanelProps, 'step' | 'onCreateNew'> {
  here: CreatedHere;
}

/** The send form of a link created on this page, with its own store (one send form per link). */
const CreatedLinkSend = observer(function CreatedLinkSend({
  here,
  store,
  requests,
  sent,
  contact,
  ticketNumber,
  onDone,
}: CreatedLinkSendProps) {
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
        void sent.load();
        if (created.kind === 'requestData') void requests.load();
      },
    },
    [created.id, setup],
  );
  const item = sent.item(created.id);
  return (
    <SendStep
      created={created}
      send={send}
      items={contact.communicationItems}
      contactName={contact.name}
      contactPhone={contact.phone}
      opened={item && item.sends.length > 0 ? <SentOpened item={item} /> : null}
      onDone={onDone}
    />
  );
});
