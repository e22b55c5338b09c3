import type { Contact } from '@features/api/core';
import { usePageStore } from '@features/api/ui';
import { observer } from 'mobx-react-lite';
import { finalStateOf } from '../core/afterUse';
import type { DataRequestRow, SentItem } from '../core/SecureData';
import type { SecureDataStep } from '../core/secureDataSteps';
import { FinalPanel } from './FinalPanel';
import { KnownItemPanel } from './KnownItemPanel';
import { RequestAnswer, type RequestAnswerProps } from './RequestAnswer';
import type { RequestsStore } from './RequestsStore';
import type { CreatedHere, SecureDataStore } from './SecureDataStore';
import { SendStep } from './SendStep';
import { SendStoreFactoryToken } from './SendStore';
import { SentOpened } from './SentFacts';
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

/** The panel's title: the Sent list's, else the request's, else what was created here, else the step's kind. */
function itemTitle(
  step: ItemPanelProps['step'],
  item: SentItem | undefined,
  row: DataRequestRow | undefined,
  here: CreatedHere | undefined,
): string {
  if (item) return sentTitle(item);
  if (row) return `Request: ${row.title}`;
  if (here?.created.kind === 'requestData') return `Request: ${here.title}`;
  return step.action === 'sendData' ? 'Secure link' : 'Data request';
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
  const title = itemTitle(step, item, row, here);
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
    <KnownItemPanel
      title={title}
      item={item}
      row={row}
      answer={request && <RequestAnswer requests={requests} request={request} />}
      onDone={onDone}
    />
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
