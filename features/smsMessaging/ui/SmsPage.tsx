import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { MobilePhone } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { fillTemplate, smsCostWarning, smsLength, smsLengthLabel } from '@features/api/core';
import {
  ConversationPage,
  FormattedPhone,
  PhoneOption,
  type ConversationPageView,
  type FeaturePageProps,
} from '@features/api/ui';
import { optedOutReason, templateValues, type SmsSetup, type SmsThread } from '../core/SmsTransport';
import { ChannelStart } from './ChannelStart';
import { SmsStoreFactoryToken, type SmsStore } from './SmsStore';
import { TemplatePicker } from './TemplatePicker';
import './sms.css';

/** SMS Messaging (spec section 1): text the ticket's contact and read the replies as they arrive. */
export function SmsPage({ pod }: FeaturePageProps) {
  return <ConversationPage pod={pod} factory={SmsStoreFactoryToken} view={smsView} />;
}

/** Above the open channel: the other channels of the ticket, and both numbers in the pod's one format. */
const SmsHeading = observer(function SmsHeading({ store, thread: channel }: { store: SmsStore; thread: SmsThread }) {
  const sender = store.setup?.sender;
  return (
    <>
      {store.threads.length > 1 && <ChannelPicker store={store} />}
      <p className="conversation-page__note">
        To {channel.contactName || 'the contact'} at <FormattedPhone value={channel.phone} />
        {/* No nested brackets around a "(555)": each number is formatted alone. */}
        {sender && (
          <>
            {` · from ${sender.name}, `}
            <FormattedPhone value={sender.senderNumber} />
          </>
        )}
      </p>
    </>
  );
});

const ChannelPicker = observer(function ChannelPicker({ store }: { store: SmsStore }) {
  const id = useId();
  return (
    <FormGroup label="Conversation" labelFor={id}>
      <HTMLSelect id={id} fill value={store.threadId ?? ''} onChange={(e) => store.select(e.target.value)}>
        {store.threads.map((c) => (
          <PhoneOption
            key={c.id}
            value={c.id}
            phone={c.phone}
            label={(shown) => `${c.contactName} · ${shown}${c.optedOut ? ' (opted out)' : ''}`}
          />
        ))}
      </HTMLSelect>
    </FormGroup>
  );
});

/** Fills the composer with a template, its variables substituted (unknown ones stay visible and are flagged). */
function applyTemplate(store: SmsStore, templateId: string): void {
  const template = store.setup?.templates.find((t) => t.id === templateId);
  if (!template || !store.conversation) return;
  store.conversation.setDraft(
    fillTemplate(template.text, templateValues(store.thread, store.pod, store.technician())).text,
  );
}

/** Characters and segments under the box; past 3 segments, what the text will cost. */
function counter(text: string) {
  const length = smsLength(text);
  return { text: smsLengthLabel(length), warning: smsCostWarning(length) };
}

/** The template picker over the open conversation's draft (it asks before replacing one with text). */
const SmsTemplates = observer(function SmsTemplates({ store }: { store: SmsStore }) {
  return (
    <TemplatePicker
      templates={store.setup?.templates ?? []}
      draft={store.conversation?.draft ?? ''}
      onPick={(id) => applyTemplate(store, id)}
    />
  );
});

const smsView: ConversationPageView<SmsThread, SmsSetup, [phone: string]> = {
  title: 'SMS Messaging',
  icon: <MobilePhone />,
  noTicket: 'Open a ticket to text its contact.',
  loading: 'Loading the conversation',
  Start: ChannelStart,
  Heading: SmsHeading,
  withName: (channel) => channel.contactName || channel.phone,
  composer: (store, channel) => ({
    disabledReason: optedOutReason(channel),
    counter,
    tools: <SmsTemplates store={store} />,
  }),
};
