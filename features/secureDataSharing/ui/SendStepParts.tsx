import { FormGroup, Intent, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { Envelope, MobilePhone, Phone } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { type CommunicationItem, isMobile } from '@features/api/core';
import { focusNext, FormattedPhone, StatusTag, TimeText } from '@features/api/ui';
import type { SendStore } from './SendStore';

const keyOf = (item: CommunicationItem) => `${item.type}:${item.value}`;

/** A phone in the pod's one format, an address as it is. */
export function ItemValue({ item }: { item: Pick<CommunicationItem, 'type' | 'value'> }) {
  return item.type === 'phone' ? <FormattedPhone value={item.value} /> : <>{item.value}</>;
}

/** The contact's phones and addresses to send to, each marked when opted out or already sent to. */
export const SendTargets = observer(function SendTargets({
  send,
  items,
  contactName,
  contactPhone,
}: {
  send: SendStore;
  items: readonly CommunicationItem[];
  contactName: string;
  contactPhone: string | null;
}) {
  const busy = send.send.pending;
  const selected = send.selected;
  return items.length === 0 ? (
    <p>{contactName} has no phone number or email address to send it to.</p>
  ) : (
    <RadioGroup
      label={`Send to ${contactName}`}
      selectedValue={selected ? keyOf(selected) : undefined}
      onChange={(e) => {
        const item = items.find((i) => keyOf(i) === e.currentTarget.value);
        if (item) send.select(item);
      }}
      disabled={busy}
    >
      {items.map((item) => (
        <Radio key={keyOf(item)} value={keyOf(item)}>
          {item.type === 'email' ? (
            <Envelope aria-hidden />
          ) : isMobile(item, { phone: contactPhone }) ? (
            <MobilePhone aria-hidden />
          ) : (
            <Phone aria-hidden />
          )}{' '}
          {item.name}: <ItemValue item={item} />
          {send.optedOut.has(item.value) && (
            <>
              {' '}
              <StatusTag tone="warning">Opted out</StatusTag>
            </>
          )}
          {send.sent.has(item.value) && (
            <>
              {' '}
              <StatusTag tone="success">Sent</StatusTag>
            </>
          )}
        </Radio>
      ))}
    </RadioGroup>
  );
});

/** The message sent with the link, with the variables it could not fill in. */
export const MessageField = observer(function MessageField({ send }: { send: SendStore }) {
  return (
    <FormGroup
      label="Message"
      labelFor="secure-data-message"
      helperText={
        send.unknownVariables.length
          ? `Not filled in: ${send.unknownVariables.join(', ')}. Edit them before sending.`
          : undefined
      }
      intent={send.unknownVariables.length ? Intent.WARNING : Intent.NONE}
    >
      <TextArea
        id="secure-data-message"
        value={send.message}
        onChange={(e) => send.setMessage(e.currentTarget.value)}
        fill
        rows={4}
        disabled={send.send.pending}
      />
    </FormGroup>
  );
});

/** Where and when the link went, and whether the contact opened it. */
export const SentTo = observer(function SentTo({
  send,
  items,
  contactName,
  opened,
  leads = false,
}: {
  send: SendStore;
  items: readonly CommunicationItem[];
  contactName: string;
  opened?: ReactNode;
  /** The focus goes here after a send (focusNext). */
  leads?: boolean;
}) {
  return (
    <div className="secure-data__sent-to" role="status" tabIndex={-1} {...focusNext(leads)}>
      {items
        .filter((item) => send.sent.has(item.value))
        .map((item) => (
          <p key={keyOf(item)}>
            Sent to {contactName} at <ItemValue item={item} /> · <TimeText at={send.sent.get(item.value)!} />
          </p>
        ))}
      {opened && <div className="secure-data__facts">{opened}</div>}
    </div>
  );
});
