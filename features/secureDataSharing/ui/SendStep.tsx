import { Button, Callout, Intent } from '@blueprintjs/core';
import { Envelope, MobilePhone, Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { CommunicationItem } from '@features/api/core';
import { ConfirmButton, focusNext, TimeText, useFocusFollowsWork } from '@features/api/ui';
import type { CreatedLink } from '../core/secureDataSteps';
import { CopyLink } from './CopyLink';
import { ItemValue, MessageField, SendTargets, SentTo } from './SendStepParts';
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

/**
 * SendSecureData: the link was created; send it by SMS or email to one of the contact's items. Once it went to an
 * item, the step says so with the time, and sending to the same item again asks first (a second text is a second
 * message on the contact's phone, and cannot be taken back). The focus goes to what was created when the step opens,
 * then to where it went (or why it did not) after each send.
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
  const form = useFocusFollowsWork<HTMLFormElement>([send.send.ended]);
  const failed = send.send.error !== null;
  return (
    <form
      ref={form}
      className="secure-data__form"
      aria-label="Send secure data"
      onSubmit={(event) => event.preventDefault()}
    >
      <Callout
        intent={Intent.SUCCESS}
        icon={<Tick />}
        compact
        tabIndex={-1}
        {...focusNext(send.sent.size === 0 && !failed)}
      >
        {what} created. <TimeText at={created.expiresAt} prefix="It expires" />.
      </Callout>
      <CopyLink link={created.link} />
      <SendTargets send={send} items={items} contactName={contactName} contactPhone={contactPhone} />
      <MessageField send={send} />
      {send.send.error && (
        <Callout intent={Intent.DANGER} role="alert" compact tabIndex={-1} {...focusNext()}>
          {send.send.error}
        </Callout>
      )}
      {send.sent.size > 0 && (
        <SentTo send={send} items={items} contactName={contactName} opened={opened} leads={!failed} />
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
