import { Callout, Intent } from '@blueprintjs/core';
import { People } from '@blueprintjs/icons';
import {
  ConversationPage,
  ConversationStart,
  type ConversationPageView,
  type FeaturePageProps,
} from '@features/api/ui';
import type { TeamsChat } from '../core/TeamsApi';
import { tenantOnboarded, type TeamsSetup } from '../core/TeamsTransport';
import type { TeamsStore } from './TeamsStore';
import { TeamsStoreFactoryToken } from './TeamsStore';
import './teams.css';

/** MS Teams Chats (spec section 1): chat with the ticket's contact in Microsoft Teams. */
export function TeamsPage({ pod }: FeaturePageProps) {
  return <ConversationPage pod={pod} factory={TeamsStoreFactoryToken} view={teamsView} />;
}

/** No contact, or one whose company's Microsoft tenant has not onboarded: said instead of a chat. */
function blocked({ pod, setup }: TeamsStore) {
  if (!pod.contact) return <p className="conversation-page__note">This ticket has no contact to chat with.</p>;
  if (tenantOnboarded(setup, pod)) return null;
  return (
    <Callout intent={Intent.PRIMARY} title="Teams chat is not available for this contact">
      {pod.contact.name}&apos;s company has not connected its Microsoft tenant to your Teams yet (it has not onboarded),
      so no chat can be started with them. Text them with SMS Messaging instead, or ask their administrator to complete
      the Microsoft Teams onboarding.
    </Callout>
  );
}

function ChatStart({ store }: { store: TeamsStore }) {
  const note = `No Teams chat with ${store.pod.contact?.name ?? 'the contact'} on this ticket yet.`;
  return (
    <ConversationStart
      note={note}
      label="Start a Teams chat"
      starting={store.starting}
      onStart={() => void store.starting.run()}
      className="teams__start"
    />
  );
}

function ChatTopic({ thread: chat }: { thread: TeamsChat }) {
  return chat.topic ? <p className="conversation-page__note">{chat.topic}</p> : null;
}

const teamsView: ConversationPageView<TeamsChat, TeamsSetup, []> = {
  title: 'MS Teams Chats',
  icon: <People />,
  noTicket: 'Open a ticket to chat with its contact.',
  loading: 'Loading the chat',
  blocked,
  Start: ChatStart,
  Heading: ChatTopic,
  withName: (chat, pod) => chat.contactName || pod.contact?.name || '',
};
