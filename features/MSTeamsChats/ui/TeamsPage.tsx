import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Loader, Composer, ConversationView, type FeaturePageProps, useService } from '@features/api/ui';
import { TeamsStoreFactoryToken, type TeamsStore } from './TeamsStore';
import './teams.css';

/** MS Teams Chats (spec section 1): chat with the ticket's contact in Microsoft Teams. */
export function TeamsPage({ pod }: FeaturePageProps) {
  const create = useService(TeamsStoreFactoryToken);
  const key = [pod.ready, pod.psaId, pod.ticket?.id, pod.contact?.id].join('|');
  const [current, setCurrent] = useState(() => ({ key, store: create(pod) }));
  if (current.key !== key) setCurrent({ key, store: create(pod) });
  const store = current.store;
  useEffect(() => store.connect(), [store]);
  useEffect(() => void store.start(), [store]);
  return (
    <section className="teams" aria-labelledby="teams-title">
      <h2 id="teams-title" className="teams__title">
        MS Teams Chats
      </h2>
      <TeamsContent store={store} />
    </section>
  );
}

const TeamsContent = observer(function TeamsContent({ store }: { store: TeamsStore }) {
  const { pod } = store;
  if (!pod.ready) return <Loader label="Loading the ticket" size={40} />;
  if (!pod.ticket) return <p className="teams__note">Open a ticket to chat with its contact.</p>;
  if (!pod.contact) return <p className="teams__note">This ticket has no contact to chat with.</p>;
  if (!store.onboarded) {
    return (
      <Callout intent={Intent.PRIMARY} title="Teams chat is not available for this contact">
        {pod.contact.name}&apos;s company has not connected its Microsoft tenant to your Teams yet (it has not onboarded), so no chat can be
        started with them. Text them with SMS Messaging instead, or ask their administrator to complete the Microsoft Teams onboarding.
      </Callout>
    );
  }
  if (store.load === 'failed') {
    return (
      <Callout intent={Intent.DANGER} title="MS Teams Chats could not be loaded" role="alert">
        <p>{store.error}</p>
        <Button text="Try again" onClick={() => void store.reload()} />
      </Callout>
    );
  }
  if (store.load !== 'ready') return <Loader label="Loading the chat" size={40} />;
  if (!store.chat || !store.conversation) {
    return (
      <div className="teams__start">
        <p className="teams__note">No Teams chat with {pod.contact.name} on this ticket yet.</p>
        {store.creating.error && (
          <p className="conversation__error" role="alert">
            {store.creating.error}
          </p>
        )}
        <Button intent={Intent.PRIMARY} text="Start a Teams chat" loading={store.creating.pending} onClick={() => void store.creating.run()} />
      </div>
    );
  }
  return (
    <>
      {store.chat.topic && <p className="teams__note">{store.chat.topic}</p>}
      <ConversationView store={store.conversation} withName={store.chat.contactName || pod.contact.name} composer={<Composer store={store.conversation} />} />
    </>
  );
});
