import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bindFeatureOnce } from '@features/api/testing';
import { type FeaturePodContext, ClockToken } from '@features/api/core';
import { ManualClock } from '@core/testing/ManualClock';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { clientPortalChatsBindings } from '../../bindings';
import { ChatLiveFeedToken } from '../../core/ChatLiveFeed';
import { FakeChatLiveFeed } from '../../core/testing/FakeChatLiveFeed';
import { chatLedgerOf, seedChats } from '../../sandbox/chatLedger';
import { ChatsPage } from '../ChatsPage';

export function chatsPod(psaId: string, ticketId: string | null): FeaturePodContext {
  return {
    psa: null,
    psaId,
    screen: 'ticket',
    ticket: ticketId === null ? null : { id: ticketId, number: `T${ticketId}` },
    company: null,
    contact: null,
    ready: true,
  };
}

/**
 * One test file's sandbox behind MSW for the page: the seeded chats again and the technician signed in before each
 * test; jsdom's missing object URLs stood in (the page only hands them to <img>).
 */
export function setupChatsPage() {
  const env = setupSandboxServer();
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => {
    localStorage.clear();
    chatLedgerOf(env.sandbox.state).chats.splice(0, Infinity, ...seedChats(env.sandbox.state.world).chats);
    storeSignedInSession(env.sandbox);
  });
  return env;
}

export interface RenderChatsOptions {
  psaId?: string;
  ticketId?: string | null;
  live?: FakeChatLiveFeed;
  /** Retries wait on it: only the test moves time. */
  clock?: ManualClock;
  /** The pod's address, with its query (`chat=` names the open chat). */
  url?: string;
}

/**
 * The page with the app's container, the feature's bindings, a live feed the test plays and a router (the open chat
 * lives in the address): `back()` is the browser's Back, `location()` the address.
 */
export function renderChatsPage(options: RenderChatsOptions = {}) {
  const { psaId = 'acme-cw', ticketId = '1001', live = new FakeChatLiveFeed(), clock = new ManualClock() } = options;
  const url = options.url ?? `/pod/connectwise/${psaId}?ticketId=${ticketId}&page=clientPortalChats`;
  const router = createMemoryRouter([{ path: '*', element: <ChatsPage pod={chatsPod(psaId, ticketId)} /> }], {
    initialEntries: [url],
  });
  const view = renderWithServices(<RouterProvider router={router} />, (container) => {
    bindFeatureOnce(container, 'clientPortalChats', clientPortalChatsBindings);
    container.rebind(ChatLiveFeedToken).toConstantValue(live);
    container.rebind(ClockToken).toConstantValue(clock);
  });
  const back = () => act(() => router.navigate(-1));
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, live, back, location };
}

export async function openChatNamed(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('region', { name: /^Chat with/ });
}

/** Close chat, then its question's Close chat. */
export async function closeChat(chat: HTMLElement) {
  await userEvent.click(within(chat).getByRole('button', { name: 'Close chat' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close chat' }));
}
