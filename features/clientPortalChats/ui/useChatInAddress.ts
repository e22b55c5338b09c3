import { useLayoutEffect, useRef } from 'react';
import { usePlaceParam } from '@features/api/ui';
import { chatPlace } from '../core/chatInAddress';
import type { ChatsPageStore } from './ChatsPageStore';

/** How the page opens a chat and goes back to the list, through the address. */
export interface ChatInAddress {
  /** Opens a chat as a new history entry: Back returns to what was shown before. */
  open(chatId: string): void;
  /** "All chats": the list, as a new history entry (Back opens the chat again). */
  showList(): void;
}

/**
 * The open chat lives in the address's query (`chat=<id>`), so a reload keeps it and Back returns to "All
 * chats". The address decides once the list has loaded (chatPlace): a chat it cannot show opens the list and the
 * address is corrected in place. The store still opens a chat it started itself; the page then writes it here.
 */
export function useChatInAddress(store: ChatsPageStore): ChatInAddress {
  const [requested, go] = usePlaceParam('chat');
  // Chats opened on this page: a closed one among them opens again on Back and Forward.
  const openedHere = useRef(new Set<string>());
  const loaded = store.listed;
  // Before the browser paints: a reload shows the chat, not the list for a frame.
  useLayoutEffect(() => {
    // The chats are read, not watched: a live message or a started chat must not move the page.
    const place = chatPlace(requested, loaded ? store.chats : null, openedHere.current);
    if (place.show === 'waiting') return;
    if (place.show === 'chat') {
      openedHere.current.add(place.chatId);
      store.select(place.chatId);
      return;
    }
    if (store.open) store.closeOpen();
    if (place.drop) go(null, { replace: true });
  }, [requested, loaded, store, go]);
  return {
    open: (chatId) => {
      openedHere.current.add(chatId);
      store.select(chatId);
      go(chatId);
    },
    showList: () => {
      store.closeOpen();
      go(null);
    },
  };
}
