import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Chat } from '@blueprintjs/icons';
import {
  FeatureHeader,
  useOptionalService,
  CurrentUserStoreToken,
  usePageStore,
  useService,
  useFocusFollowsWork,
  type FeaturePageProps,
} from '@features/api/ui';
import { namesOfPsasThatSupport, PsaRegistryToken, ticketNumberText } from '@features/api/core';
import type { TicketRef } from '../core/ClientPortalChatsApi';
import { ChatList } from './ChatList';
import type { ChatLiveConnection } from './ChatLiveConnection';
import { ChatsPageStoreFactoryToken, type ChatsPageStore } from './ChatsPageStore';
import { OpenChatView } from './OpenChatView';
import { StartChatForm } from './StartChatForm';
import { useChatInAddress } from './useChatInAddress';
import './chats.css';

/** Client Portal Chats on a ticket: the ticket's chats with the client, live. */
export function ChatsPage({ pod }: FeaturePageProps) {
  const psas = useService(PsaRegistryToken);
  if (!pod.psaId || !pod.ticket) {
    return (
      <Callout intent={Intent.PRIMARY} title="Client Portal Chats">
        Client portal chats belong to a ticket: open this page from a ticket in{' '}
        {namesOfPsasThatSupport(psas, 'clientPortalChats')}.
      </Callout>
    );
  }
  return (
    <TicketChats
      key={`${pod.psaId}/${pod.ticket.id}`}
      ticket={{ psaId: pod.psaId, ticketId: pod.ticket.id }}
      ticketNumber={pod.ticket.number}
      contactName={pod.contact?.name ?? null}
    />
  );
}

interface TicketChatsProps {
  ticket: TicketRef;
  /** The PSA's number ("T1001"); the kit writes it as the product does. */
  ticketNumber: string;
  /** The ticket's contact, for the header. */
  contactName: string | null;
}

const TicketChats = observer(function TicketChats({ ticket, ticketNumber, contactName }: TicketChatsProps) {
  const store = usePageStore(ChatsPageStoreFactoryToken, ticket, [ticket.psaId, ticket.ticketId]);
  const address = useChatInAddress(store);
  // The technician's name goes with each message (resourceName): the signed-in user is loaded once.
  const users = useOptionalService(CurrentUserStoreToken);
  useEffect(() => void users?.load(), [users]);
  const { list } = store;
  // Shown once loaded, and while a reload runs; a failed load shows why instead.
  const listShown = list.value !== null && list.state !== 'failed';
  const open = store.open;
  // Only what the heading shows: a burst that changes the open chat's last line does not re-render the page.
  const summary = store.openChatHeading;
  // Focus follows the work: a chat opened (or started) to its message box, a closed one to its heading, back to the
  // list on the chat that was open (a narrow pod shows one or the other, and the button pressed goes away).
  const frame = useFocusFollowsWork<HTMLDivElement>([open?.chatId ?? null, summary?.isClosed ?? null]);
  const lastOpen = useRef<string | null>(null);
  if (open) lastOpen.current = open.chatId;
  return (
    // data-live-state: the live subscription's state ('live' only once this mount's subscription is up),
    // for support and the tests, as the shell's data-hub-state is for the hub.
    <div ref={frame} className="portal-chats-frame" data-live-state={store.live.state}>
      <div className={`portal-chats${open ? ' portal-chats--chat-open' : ''}`}>
        <aside className="portal-chats__side" aria-label={`Chats on ticket ${ticketNumberText(ticketNumber)}`}>
          <FeatureHeader
            id="portal-chats-title"
            icon={<Chat />}
            title="Client Portal Chats"
            subject={{ contact: contactName, ticket: ticketNumber }}
          />
          <LiveUpdatesOff live={store.live} />
          {list.value === null && list.state !== 'failed' && <Spinner size={20} aria-label="Loading chats" />}
          {list.state === 'failed' && (
            <Callout intent={Intent.DANGER} title="The chats could not be loaded" role="alert" compact>
              {list.error}
            </Callout>
          )}
          {listShown && (
            <LiveChatList store={store} returnTo={open ? null : lastOpen.current} onSelect={address.open} />
          )}
          {listShown && !store.hasOpenChat && <StartChatForm store={store} onStarted={address.open} />}
        </aside>
        <div className="portal-chats__main">
          {open && summary ? (
            <OpenChatView chat={open} summary={summary} onBack={address.showList} />
          ) : (
            listShown &&
            store.chats.length > 0 && (
              <p className="portal-chats__muted portal-chats__hint">Choose a chat to read it.</p>
            )
          )}
        </div>
      </div>
    </div>
  );
});

/** Why live updates are off and, when an outage may pass, that they are being tried again (and Reconnect). */
const LiveUpdatesOff = observer(function LiveUpdatesOff({ live }: { live: ChatLiveConnection }) {
  if (live.state !== 'failed') return null;
  if (!live.retrying) {
    return (
      <Callout intent={Intent.WARNING} compact role="status">
        Live updates are off. {asSentence(live.error)} New messages appear when you reopen a chat.
      </Callout>
    );
  }
  return (
    <Callout intent={Intent.WARNING} compact role="status" className="portal-chats__live-off">
      Live updates are off. {asSentence(live.error)} The page keeps trying and reads the chats again once they are back.
      <Button small text="Reconnect" loading={live.attempting} onClick={() => live.reconnect()} />
    </Callout>
  );
});

/** The server's reason as a sentence of the notice (some reasons come without a full stop). */
function asSentence(text: string | null): string {
  const trimmed = (text ?? '').trim();
  return !trimmed || /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The list alone follows the chats' last lines (a live burst re-renders it, not the page around it). */
const LiveChatList = observer(function LiveChatList({
  store,
  returnTo,
  onSelect,
}: {
  store: ChatsPageStore;
  returnTo: string | null;
  onSelect(chatId: string): void;
}) {
  return (
    <ChatList chats={store.chats} selectedId={store.open?.chatId ?? null} returnTo={returnTo} onSelect={onSelect} />
  );
});
