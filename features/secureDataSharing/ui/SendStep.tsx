import { Button, Callout, FormGroup, Intent, Radio, RadioGroup, Tag, TextArea } from '@blueprintjs/core';
import { Envelope, MobilePhone, Phone, Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type CommunicationItem, isMobile } from '@features/api/core';
import { FormattedPhone } from '@features/api/ui';
import { formatExpiry } from '../core/messageText';
import type { SecureDataStep } from '../core/secureDataSteps';
import type { SendStore } from './SendStore';

export interface SendStepProps {
  step: Extract<SecureDataStep, { name: 'SendSecureData' }>;
  send: SendStore;
  items: readonly CommunicationItem[];
  contactName: string;
  /** The record's phone (the contact's mobile unless named like a landline): picks each phone's icon. */
  contactPhone: string | null;
  onDone(): void;
}

const keyOf = (item: CommunicationItem) => `${item.type}:${item.value}`;

/** SendSecureData: the link was created; send it by SMS or email to one of the contact's items. */
export const SendStep = observer(function SendStep({ step, send, items, contactName, contactPhone, onDone }: SendStepProps) {
  const what = step.action === 'sendData' ? 'Secure link' : 'Request link';
  const busy = send.send.pending;
  return (
    <form
      className="secure-data__form"
      aria-label="Send secure data"
      onSubmit={(event) => {
        event.preventDefault();
        void send.send.run();
      }}
    >
      <Callout intent={Intent.SUCCESS} icon={<Tick />} compact>
        {what} created. It opens until {formatExpiry(step.created.expiresAt)}.
      </Callout>
      {items.length === 0 ? (
        <p>{contactName} has no phone number or email address to send it to.</p>
      ) : (
        <RadioGroup label={`Send to ${contactName}`} selectedValue={send.selected ? keyOf(send.selected) : undefined} onChange={(e) => {
          const item = items.find((i) => keyOf(i) === e.currentTarget.value);
          if (item) send.select(item);
        }} disabled={busy}>
          {items.map((item) => (
            <Radio key={keyOf(item)} value={keyOf(item)}>
              {item.type === 'email' ? <Envelope aria-hidden /> : isMobile(item, { phone: contactPhone }) ? <MobilePhone aria-hidden /> : <Phone aria-hidden />} {item.name}:{' '}
              {item.type === 'phone' ? <FormattedPhone value={item.value} /> : item.value}
              {send.optedOut.has(item.value) && <> <Tag intent={Intent.WARNING} minimal>Opted out</Tag></>}
              {step.sentTo.includes(item.value) && <> <Tag intent={Intent.SUCCESS} minimal>Sent</Tag></>}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <FormGroup
        label="Message"
        labelFor="secure-data-message"
        helperText={send.unknownVariables.length ? `Not filled in: ${send.unknownVariables.join(', ')}. Edit them before sending.` : undefined}
        intent={send.unknownVariables.length ? Intent.WARNING : Intent.NONE}
      >
        <TextArea id="secure-data-message" value={send.message} onChange={(e) => send.setMessage(e.currentTarget.value)} fill rows={4} disabled={busy} />
      </FormGroup>
      {send.send.error && <Callout intent={Intent.DANGER} role="alert" compact>{send.send.error}</Callout>}
      {step.sentTo.length > 0 && <p role="status">Sent to {step.sentTo.join(', ')}.</p>}
      <div className="secure-data__actions">
        <Button text="Done" variant="minimal" disabled={busy} onClick={onDone} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          icon={send.channel === 'sms' ? <MobilePhone /> : <Envelope />}
          text={send.channel === 'sms' ? 'Send by SMS' : 'Send by email'}
          loading={busy}
          disabled={!send.selected || (send.selected && send.optedOut.has(send.selected.value))}
        />
      </div>
    </form>
  );
});
