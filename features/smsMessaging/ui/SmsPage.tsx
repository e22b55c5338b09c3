import { Button, Callout, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { smsLength, smsLengthLabel } from '@features/api/core';
import { Loader, Composer, ConversationView, FormattedPhone, PhoneOption, type FeaturePageProps, useService } from '@features/api/ui';
import { ChannelStart } from './ChannelStart';
import { SmsStoreFactoryToken, type SmsStore } from './SmsStore';
import { TemplatePicker } from './TemplatePicker';
import './sms.css';

const counter = (text: string) => smsLengthLabel(smsLength(text));

/** SMS Messaging (spec section 1): text the ticket's contact and read the replies as they arrive. */
export function SmsPage({ pod }: FeaturePageProps) {
  const create = useService(SmsStoreFactoryToken);
  // A new store when the pod shows another ticket or contact (or finished loading).
  const key = [pod.ready, pod.psaId, pod.ticket?.id, pod.contact?.id].join('|');
  const [current, setCurrent] = useState(() => ({ key, store: create(pod) }));
  if (current.key !== key) setCurrent({ key, store: create(pod) });
  const store = current.store;
  useEffect(() => store.connect(), [store]);
  useEffect(() => void store.start(), [store]);
  return (
    <section className="sms" aria-labelledby="sms-title">
      <h2 id="sms-title" className="sms__title">
        SMS Messaging
      </h2>
      <SmsContent store={store} />
    </section>
  );
}

const SmsContent = observer(function SmsContent({ store }: { store: SmsStore }) {
  const { pod } = store;
  if (!pod.ready) return <Loader label="Loading the ticket" size={40} />;
  if (!pod.ticket) return <p className="sms__note">Open a ticket to text its contact.</p>;
  if (store.load === 'failed') {
    return (
      <Callout intent={Intent.DANGER} title="SMS Messaging could not be loaded" role="alert">
        <p>{store.error}</p>
        <Button text="Try again" onClick={() => void store.reload()} />
      </Callout>
    );
  }
  if (store.load !== 'ready') return <Loader label="Loading the conversation" size={40} />;
  const channel = store.channel;
  const conversation = store.conversation;
  if (!channel || !conversation) {
    if (!pod.contact) return <p className="sms__note">This ticket has no contact to text.</p>;
    return <ChannelStart store={store} />;
  }
  return (
    <>
      {store.channels.length > 1 && <ChannelPicker store={store} />}
      <p className="sms__note">
        To {channel.contactName || 'the contact'} at <FormattedPhone value={channel.phone} />
        {/* Both numbers in the pod's one format; no nested brackets around a "(555)". */}
        {store.sender && (
          <>
            {` · from ${store.sender.name}, `}
            <FormattedPhone value={store.sender.senderNumber} />
          </>
        )}
      </p>
      <ConversationView
        store={conversation}
        withName={channel.contactName || channel.phone}
        composer={
          <Composer
            store={conversation}
            disabledReason={store.disabledReason}
            counter={counter}
            tools={<TemplatePicker templates={store.templates} onPick={(id) => store.applyTemplate(id)} />}
          />
        }
      />
    </>
  );
});

const ChannelPicker = observer(function ChannelPicker({ store }: { store: SmsStore }) {
  const id = useId();
  return (
    <FormGroup label="Conversation" labelFor={id}>
      <HTMLSelect id={id} fill value={store.channelId ?? ''} onChange={(e) => store.selectChannel(e.target.value)}>
        {store.channels.map((c) => (
          <PhoneOption key={c.id} value={c.id} phone={c.phone} label={(shown) => `${c.contactName} · ${shown}${c.optedOut ? ' (opted out)' : ''}`} />
        ))}
      </HTMLSelect>
    </FormGroup>
  );
});
