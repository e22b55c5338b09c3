import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bindFeatureOnce } from '@app/features/ContainerFeatureLoader';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ChatLiveFeedToken } from '@features/clientPortalChats/core/ChatLiveFeed';
import { FakeChatLiveFeed } from '@features/clientPortalChats/core/testing/FakeChatLiveFeed';
import { feature as chats } from '@features/clientPortalChats/entry';
import { feature as teams } from '@features/msTeamsChats/entry';
import { feature as quickTicket } from '@features/quickTicket/entry';
import { feature as sms } from '@features/smsMessaging/entry';
import type { LoadedFeature } from '@ui/features/FeatureModule';
import { renderWithServices } from '../support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '../support/sandboxServer';
import { caseCounter } from './support/caseCount';

/*
 * One intended action, one request: each feature's side-effecting action, pressed
 * twice in one task the three ways a technician can (double click, Enter twice, a click and an Enter),
 * sends exactly one request. Two presses inside one act() reach the page before React re-renders, so
 * a disabled or "loading" button cannot hide a missing guard.
 */

const { sandbox, server } = setupSandboxServer();
const counter = caseCounter('one send per action');

const podAt = (psaId: string, ticketId: string, contact = ContactMother.alice()): FeaturePodContext => ({
  psa: null,
  psaId,
  screen: 'ticket',
  ticket: { id: ticketId, number: `T${ticketId}` },
  company: { id: `${psaId}-co1`, name: 'Contoso Dental' },
  contact,
  ready: true,
});

interface ActionRow {
  readonly name: string;
  readonly feature: LoadedFeature;
  readonly pod: FeaturePodContext;
  /** The request the action sends (method and path). */
  readonly request: { method: string; path: RegExp };
  /** Brings the page to where the action can be taken; answers the button and what Enter means there. */
  prepare(): Promise<{ button: HTMLElement; enter: () => void }>;
}

const messageBox = async (scope: HTMLElement = document.body) =>
  within(scope).findByRole('textbox', { name: 'Message' });
const ctrlEnter = (box: HTMLElement) => () => fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
const submitOf = (button: HTMLElement) => () => fireEvent.submit(button.closest('form')!);

const rows: ActionRow[] = [
  {
    name: 'SMS Messaging: Send',
    feature: sms,
    pod: podAt('acme-cw', '1001'),
    request: { method: 'POST', path: /\/MessagingBoard\/channels\/[^/]+\/send$/ },
    async prepare() {
      const box = await messageBox();
      fireEvent.change(box, { target: { value: 'On my way' } });
      return { button: screen.getByRole('button', { name: 'Send' }), enter: ctrlEnter(box) };
    },
  },
  {
    name: 'MS Teams Chats: Send',
    feature: teams,
    pod: podAt('acme-cw', '1001'),
    request: { method: 'POST', path: /\/TeamsMessagingBoard\/channels\/[^/]+\/send$/ },
    async prepare() {
      const box = await messageBox();
      fireEvent.change(box, { target: { value: 'On my way' } });
      return { button: screen.getByRole('button', { name: 'Send' }), enter: ctrlEnter(box) };
    },
  },
  {
    name: 'Client Portal Chats: Send',
    feature: chats,
    pod: podAt('acme-cw', '1001'),
    request: { method: 'POST', path: /\/ClientPortalChats\/chats\/[^/]+\/messages$/ },
    async prepare() {
      await userEvent.click(await screen.findByRole('button', { name: /Alice Johnson/ }));
      const chat = await screen.findByRole('region', { name: /^Chat with/ });
      const box = await messageBox(chat);
      fireEvent.change(box, { target: { value: 'On my way' } });
      return {
        button: within(chat).getByRole('button', { name: 'Send' }),
        enter: () => fireEvent.keyDown(box, { key: 'Enter' }),
      };
    },
  },
  {
    name: 'Quick Ticket: Create ticket',
    feature: quickTicket,
    pod: podAt('acme-cw', '1002', ContactMother.bob()),
    request: { method: 'POST', path: /\/connectwise\/createTicket$/ },
    async prepare() {
      const select = (name: string) =>
        screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
      await waitFor(() => expect(select('Contact').selectedOptions[0]?.text).toBe('Bob Martinez'));
      await waitFor(() => expect(select('Service board')).toBeEnabled());
      await waitFor(() => expect(select('Priority')).toBeEnabled());
      const user = userEvent.setup();
      await user.selectOptions(select('Service board'), 'Service Desk');
      await user.selectOptions(select('Priority'), 'Priority 2 - Quick Response');
      await user.type(screen.getByLabelText(/^Summary/), 'VPN drops every hour');
      const button = screen.getByRole('button', { name: 'Create ticket' });
      return { button, enter: submitOf(button) };
    },
  },
];

type Mode = 'double click' | 'Enter twice' | 'click and Enter';
const MODES: Mode[] = ['double click', 'Enter twice', 'click and Enter'];

function press(mode: Mode, button: HTMLElement, enter: () => void) {
  act(() => {
    if (mode === 'double click') {
      button.click();
      button.click();
    } else if (mode === 'Enter twice') {
      enter();
      enter();
    } else {
      button.click();
      enter();
    }
  });
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((undo) => undo()));

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox);
});

describe('each side-effecting action sends once however it is pressed', () => {
  const cases = rows.flatMap((row) => MODES.map((mode) => [`${row.name} (${mode})`, row, mode] as const));
  it.each(cases)('%s', async (_name, row, mode) => {
    await counter.check(async () => {
      const hub = new FakeRealtimeHub();
      hub.state = 'Connected';
      renderWithServices(
        // A page may keep its place in the address's query (the open portal chat): it sits in a router, as in the app.
        <MemoryRouter>
          <row.feature.Page pod={row.pod} />
        </MemoryRouter>,
        (container) => {
          if (row.feature.bindings) bindFeatureOnce(container, row.name, row.feature.bindings);
          if (container.isBound(RealtimeHubToken)) container.rebind(RealtimeHubToken).toConstantValue(hub);
          else container.bind(RealtimeHubToken).toConstantValue(hub);
          if (container.isBound(ChatLiveFeedToken))
            container.rebind(ChatLiveFeedToken).toConstantValue(new FakeChatLiveFeed());
        },
      );
      const { button, enter } = await row.prepare();
      let sent = 0;
      const finished: Promise<void>[] = [];
      const listener = ({ request }: { request: Request }) => {
        if (request.method === row.request.method && row.request.path.test(new URL(request.url).pathname)) sent += 1;
      };
      const done = ({ request }: { request: Request }) => {
        if (request.method === row.request.method && row.request.path.test(new URL(request.url).pathname))
          finished.push(Promise.resolve());
      };
      server.events.on('request:start', listener);
      server.events.on('response:mocked', done);
      cleanups.push(() => {
        server.events.removeListener('request:start', listener);
        server.events.removeListener('response:mocked', done);
      });
      press(mode, button, enter);
      await waitFor(() => expect(finished.length).toBeGreaterThan(0));
      // Whatever the page does once the answer is in, nothing more goes out for this one intent.
      await act(async () => undefined);
      expect(sent).toBe(1);
    });
  });
});
