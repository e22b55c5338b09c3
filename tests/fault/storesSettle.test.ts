import fc from 'fast-check';
import { http } from 'msw';
import { createHttpClient } from '@adapters/http/createHttpClient';
import { LocalConversationOutbox } from '@adapters/storage/LocalConversationOutbox';
import { StorageDrafts } from '@adapters/storage/StorageDrafts';
import { ContactMother } from '@core/testing/ContactMother';
import { ManualClock } from '@core/testing/ManualClock';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import { HttpClientPortalChatsApi } from '@features/clientPortalChats/adapters/HttpClientPortalChatsApi';
import { FakeChatLiveFeed } from '@features/clientPortalChats/core/testing/FakeChatLiveFeed';
import { ChatsPageStore } from '@features/clientPortalChats/ui/ChatsPageStore';
import { HttpTeamsApi } from '@features/msTeamsChats/adapters/HttpTeamsApi';
import { TeamsTransport } from '@features/msTeamsChats/core/TeamsTransport';
import { HttpQuickTicketApi } from '@features/quickTicket/adapters/HttpQuickTicketApi';
import { QuickTicketStore } from '@features/quickTicket/ui/QuickTicketStore';
import { HttpSmsApi } from '@features/smsMessaging/adapters/HttpSmsApi';
import { SmsTransport } from '@features/smsMessaging/core/SmsTransport';
import type { LiveMessages } from '@core/conversation/LiveMessages';
import { ConversationPageStore } from '@ui/conversation/ConversationPageStore';
import { sessionFor, setupSandboxServer } from '../support/sandboxServer';
import { answersFor, responseOf, type Answer } from './support/answers';
import { caseCounter, fastCheckBudget } from './support/caseCount';

/*
 * Malformed answers reach the page's stores: each page store starts against a
 * sequence of generated answers (any JSON, empty bodies, HTML pages, 4xx/5xx, network failures, or
 * the sandbox's real answer), one per request. Whatever comes, every load settles: no state stays
 * "loading" (no endless spinner), and a failed load carries a message to show.
 */

const { sandbox, server } = setupSandboxServer();
const counter = caseCounter('stores settle');
const runs = Math.max(3, Math.ceil(fastCheckBudget(10_500) / 200));

type Step = Answer | 'sandbox';
let script: Step[] = [];
let next = 0;
let token = '';
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => undefined,
  onError: () => undefined,
});
const noLive: LiveMessages = { onMessage: () => () => undefined, onReconnected: () => () => undefined };

const pod: FeaturePodContext = {
  psa: null,
  psaId: 'acme-cw',
  screen: 'ticket',
  ticket: { id: '1001', number: 'T1001' },
  company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
  contact: ContactMother.alice(),
  ready: true,
};

beforeEach(() => {
  localStorage.clear();
  token = sessionFor(sandbox).accessToken;
  server.use(
    http.all('*/api/*', () => {
      const step = script[next++ % script.length]!;
      return step === 'sandbox' ? undefined : responseOf(step);
    }),
  );
});

/** Polls until `settled` says so; a state that never settles fails the case (no timed assertion on how fast). */
async function until(settled: () => string | null): Promise<void> {
  let problem: string | null = 'not checked';
  for (let i = 0; i < 400; i++) {
    problem = settled();
    if (problem === null) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(problem ?? 'never settled');
}

const loadSettled = (state: string, error: string | null, what: string) =>
  state === 'loading' || state === 'idle'
    ? `${what} is still ${state}`
    : state === 'failed' && !error?.trim()
      ? `${what} failed without a message`
      : null;

/** A conversation page: its load settles, then the open conversation's history does. */
function conversationPage(store: ConversationPageStore<unknown, unknown, never[]>, what: string) {
  store.start();
  return {
    settled: () =>
      loadSettled(store.loading.state, store.loading.error, what) ??
      (store.conversation ? loadSettled(store.conversation.load, store.conversation.loadError, 'the history') : null),
    stop: () => {
      store.dispose();
      store.conversation?.dispose();
    },
  };
}

interface StoreRow {
  readonly name: string;
  /** Starts the store; answers what must hold once everything settled (null: settled). */
  start(): { settled: () => string | null; stop: () => void };
}

const rows: StoreRow[] = [
  {
    name: 'SMS Messaging page store',
    start() {
      const deps = {
        outbox: new LocalConversationOutbox(localStorage),
        technician: () => 'Tess',
        drafts: new StorageDrafts(() => localStorage),
      };
      return conversationPage(
        new ConversationPageStore(new SmsTransport(new HttpSmsApi(client), noLive, pod), deps, pod),
        'the SMS page',
      );
    },
  },
  {
    name: 'MS Teams Chats page store',
    start() {
      const deps = { outbox: new LocalConversationOutbox(localStorage), technician: () => 'Tess' };
      return conversationPage(
        new ConversationPageStore(new TeamsTransport(new HttpTeamsApi(client), noLive, pod), deps, pod),
        'the Teams page',
      );
    },
  },
  {
    name: 'ChatsPageStore',
    start() {
      const store = new ChatsPageStore(
        { psaId: 'acme-cw', ticketId: '1001' },
        {
          api: new HttpClientPortalChatsApi(client),
          live: new FakeChatLiveFeed(),
          clock: new ManualClock(),
          outbox: new LocalConversationOutbox(localStorage),
          resourceName: () => 'Tess',
          now: () => Date.now(),
          newMessageId: () => 'm',
          objectUrls: { create: () => 'blob:x', revoke: () => undefined },
        },
      );
      let started = false;
      void store.start().then(() => (started = true));
      return {
        // start() ends once the chats, the portals and the live feed have each settled or failed.
        settled: () =>
          loadSettled(store.list.state, store.list.error, 'the chat list') ??
          (started ? null : 'the page is still starting'),
        stop: () => store.dispose(),
      };
    },
  },
  {
    name: 'QuickTicketStore',
    start() {
      const store = new QuickTicketStore(new HttpQuickTicketApi(client), {
        psaId: 'acme-cw',
        companyId: 'acme-cw-co1',
        contactId: 'acme-cw-co1-ct1',
      });
      store.start();
      const lists = Object.entries(store.lists);
      return {
        settled: () => {
          for (const [name, list] of lists) {
            if (list.state === 'loading') return `the ${name} list is still loading`;
            if (list.state === 'failed' && !list.error?.trim()) return `the ${name} list failed without a message`;
          }
          return null;
        },
        stop: () => store.dispose(),
      };
    },
  },
];

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('sandbox' as const) },
  { weight: 3, arbitrary: answersFor(null) },
);

describe('page stores settle whatever the server answers', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const result = await fc.check(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        script = steps;
        next = 0;
        await counter.check(async () => {
          const { settled, stop } = row.start();
          try {
            await until(settled);
          } finally {
            stop();
          }
        });
      }),
      { numRuns: runs },
    );
    if (result.failed)
      throw new Error(
        `${String(result.errorInstance)}\ncounterexample: ${JSON.stringify(result.counterexample).slice(0, 600)}`,
      );
  });
});
