import { Button, Callout, FormGroup, Intent, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { Envelope, MobilePhone, Phone, Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { type CommunicationItem, isMobile } from '@features/api/core';
import { ConfirmButton, FormattedPhone, StatusTag, TimeText } from '@features/api/ui';
import type { CreatedLink } from '../core/secureDataSteps';
import { CopyLink } from './CopyLink';
import type { SendStore } from './SendStore';

export interface SendStepProps {
  created: CreatedLink;
  send: SendStore;
  items: readonly CommunicationItem[];
  contactName: string;
  /** The record's phone (the contact's mobile unless named like a landline): picks each phone's icon. */
  contactPhone: string | null;
  /** Whether the contact opened it (the Sent list's word), said with where it was sent. */
  opened?: ReactNode;
  onDone(): void;
}

const keyOf = (item: CommunicationItem) => `${item.type}:${item.value}`;

/** A phone in the pod's one format, an address as it is. */
function ItemValue({ item }: { item: Pick<CommunicationItem, 'type' | 'value'> }) {
  return item.type === 'phone' ? <FormattedPhone value={item.value} /> : <>{item.value}</>;
}

/**
 * SendSecureData: the link was created; send it by SMS or email to one of the contact's items. Once it went to an
 * item, the step says so with the time, and sending to the same item again asks first (a second text is a second
 * message on the contact's phone, and cannot be taken back).
 */
export const SendStep = observer(function SendStep({
  created,
  send,
  items,
  contactName,
  contactPhone,
  opened,
  onDone,
}: SendStepProps) {
  const what = created.kind === 'sendData' ? 'Secure link' : 'Request link';
  const busy = send.send.pending;
  const selected = send.selected;
  const sentAt = selected ? send.sent.get(selected.value) : undefined;
  const by = send.channel === 'sms' ? 'SMS' : 'email';
  return (
    <form className="secure-data__form" aria-label="Send secure data" onSubmit={(event) => event.preventDefault()}>
      <Callout intent={Intent.SUCCESS} icon={<Tick />} compact>
        {what} created. <TimeText at={created.expiresAt} prefix="It opens until" />.
      </Callout>
      <CopyLink link={created.link} />
      {items.length === 0 ? (
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
      )}
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
          disabled={busy}
        />
      </FormGroup>
      {send.send.error && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {send.send.error}
        </Callout>
      )}
      {send.sent.size > 0 && (
        <div className="secure-data__sent-to" role="status">
          {items
            .filter((item) => send.sent.has(item.value))
            .map((item) => (
              <p key={keyOf(item)}>
                Sent to {contactName} at <ItemValue item={item} /> · <TimeText at={send.sent.get(item.value)!} />
              </p>
            ))}
          {opened && <div className="secure-data__facts">{opened}</div>}
        </div>
      )}
      <div className="secure-data__actions">
        <Button text="Done" variant="minimal" disabled={busy} onClick={onDone} />
        <ConfirmButton
          intent={Intent.PRIMARY}
          icon={send.channel === 'sms' ? <MobilePhone /> : <Envelope />}
          text={sentAt === undefined ? `Send by ${by}` : `Send again by ${by}`}
          loading={busy}
          disabled={!selected || send.optedOut.has(selected.value)}
          ask={sentAt !== undefined}
          question={
            selected && sentAt !== undefined ? (
              <p>
                This link was already sent to {contactName} at <ItemValue item={selected} /> (<TimeText at={sentAt} />
                ). Send it again? {contactName} gets a second {send.channel === 'sms' ? 'text' : 'email'}.
              </p>
            ) : null
          }
          confirmText="Send again"
          onConfirm={() => void send.send.run()}
        />
      </div>
    </form>
  );
});
