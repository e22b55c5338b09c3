import type { PortalChat } from './PortalChat';

/**
 * What the page shows for the chat its address names (`chat=<id>`): that chat, the list ("All chats"), or
 * nothing yet while the list loads (so a reload never flashes the list before the chat). `drop` says the address
 * names a chat the page will not show, and is corrected to the list's.
 */
export type ChatPlace = { show: 'waiting' } | { show: 'chat'; chatId: string } | { show: 'list'; drop: boolean };

/**
 * The address's chat opens when the list knows it. An unknown id (another ticket's, an edited address, a chat
 * gone) opens the list, and so does a chat closed since it was opened here (a reload, a saved address): the
 * list says it is closed. A closed chat the technician opened on this page (Back, Forward) opens again.
 */
export function chatPlace(
  requested: string | null,
  chats: readonly PortalChat[] | null,
  openedHere: ReadonlySet<string>,
): ChatPlace {
  if (requested === null) return { show: 'list', drop: false };
  if (chats === null) return { show: 'waiting' };
  const chat = chats.find((c) => c.id === requested);
  if (!chat || (chat.isClosed && !openedHere.has(chat.id))) return { show: 'list', drop: true };
  return { show: 'chat', chatId: chat.id };
}
