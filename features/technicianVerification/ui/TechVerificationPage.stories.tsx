import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { storySandbox } from '@storybook-host/storySandbox';
import { bindFeatureOnce } from '@features/api/testing';
import { type FeaturePodContext, RealtimeHubToken } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ForwardingRealtime } from '@features/api/sandbox';
import { technicianVerificationBindings } from '../bindings';
import { TechVerificationPage } from './TechVerificationPage';

interface PageStoryProps {
  /** Acme (Pro, seeded history) or Bolt (VerificationPlus, nothing yet). */
  tenant: 'acme' | 'bolt';
  width?: number;
  theme?: 'light' | 'dark';
  /** A contact screen has no ticket: no code can be sent, requests naming no ticket still show. @default 'ticket' */
  screen?: 'ticket' | 'contact';
}

/** The hub of these stories: the in-browser sandbox publishes to it (each story's loader wires it). */
const liveHub = new FakeRealtimeHub();

function carrySandboxEventsToLiveHub() {
  return async () => {
    storySandbox.state.realtime = new ForwardingRealtime((_tenant, target, payload) => liveHub.emit(target, payload));
    return {};
  };
}

function podFor(tenant: 'acme' | 'bolt'): FeaturePodContext {
  const contact = ContactMother.bob();
  const psaId = `${tenant}-cw`;
  // Bob's ticket: 1002 in Acme's ConnectWise, 1104 in Bolt's (sandbox/world/seedWorld.ts numbers them in order).
  const ticketId = tenant === 'acme' ? '1002' : '1104';
  return {
    psa: null,
    psaId,
    screen: 'ticket',
    ticket: { id: ticketId, number: `T${ticketId}` },
    company: { id: `${psaId}-co1`, name: 'Contoso Dental' },
    contact: { ...contact, id: `${psaId}-co1-ct2` },
    ready: true,
  };
}

function PageStory({ tenant, width, theme, screen = 'ticket' }: PageStoryProps) {
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => {
        bindFeatureOnce(container, 'technicianVerification', technicianVerificationBindings);
        container.rebind(RealtimeHubToken).toConstantValue(liveHub);
      }}
    >
      <TechVerificationPage
        pod={screen === 'contact' ? { ...podFor(tenant), screen: 'contact', ticket: null } : podFor(tenant)}
      />
    </StoryServices>
  );
}

/** Technician Verification on a ConnectWise ticket, every state, against the in-browser sandbox. */
const meta: Meta<typeof PageStory> = {
  title: 'Features/Technician Verification',
  component: PageStory,
  args: { tenant: 'acme' },
  loaders: [signedInAs('u-tech'), carrySandboxEventsToLiveHub()],
};
export default meta;
type Story = StoryObj<typeof PageStory>;

async function endUserAsks(ticketId = '1002'): Promise<string> {
  const response = await fetch('/__sandbox/tech-verifications/request', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ psaId: 'acme-cw', ticketId }),
  });
  return ((await response.json()) as { Id: string }).Id;
}

async function endUserEnters(id: string, right: boolean): Promise<void> {
  const rows = (await (await fetch('/__sandbox/tech-verifications')).json()) as Array<{ Id: string; Code: string }>;
  const code = rows.find((r) => r.Id === id)!.Code;
  const entered = right ? code : String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await fetch(`/__sandbox/tech-verifications/${id}/enter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: entered }),
  });
}

async function requestAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText(/in all/);
  const id = await endUserAsks();
  const card = await canvas.findByRole('article', { name: 'Bob Martinez Verification requested' });
  await userEvent.click(await within(card).findByRole('button', { name: 'Send code' }));
  // The history below speaks the same words: the person's card is where it must show.
  await canvas.findByRole('article', { name: 'Bob Martinez Code sent, waiting for the end user' });
  return { canvas, id };
}

export const WithHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Page 1 of 4 \(36 in all\)/)).toBeVisible();
    // Offered once the ticket's own verifications answered (the history may answer first): the page's first button.
    const start = await canvas.findByRole('button', { name: 'Send a code to Bob Martinez' });
    await expect(start).toBeEnabled();
    await expect(canvas.getAllByRole('button')[0]).toBe(start);
    // Bob's earlier verifications on this ticket are one card, with a count.
    await expect(await canvas.findByRole('article', { name: /^Bob Martinez / })).toHaveTextContent(/\d+ requests/);
  },
};

export const Empty: Story = {
  args: { tenant: 'bolt' },
  loaders: [signedInAs('u-plus'), carrySandboxEventsToLiveHub()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No technician verifications match.')).toBeVisible();
    await expect(canvas.getByText('No verification requests on this ticket.')).toBeVisible();
  },
};

/** Opened from a contact (Bolt: no requests yet): nothing speaks of "this ticket". */
export const ContactScreen: Story = {
  args: { tenant: 'bolt', screen: 'contact' },
  loaders: [signedInAs('u-plus'), carrySandboxEventsToLiveHub()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No requests waiting for a ticket.')).toBeVisible();
    await expect(
      canvas.getByText('Open a ticket (not a contact) to send a code. Requests still appear here.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/this ticket/)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/VerifiedPsaTechBySms', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the history…')).toBeVisible();
  },
};

export const HistoryError: Story = {
  parameters: {
    msw: [
      http.get('*/api/VerifiedPsaTechBySms', () =>
        HttpResponse.json({ message: 'The history service is down.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The history could not be loaded')).toBeVisible();
    await expect(canvas.getByText('The history service is down.')).toBeVisible();
  },
};

export const IncomingRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/in all/);
    await endUserAsks();
    await expect(await canvas.findByRole('article', { name: 'Bob Martinez Verification requested' })).toBeVisible();
  },
};

export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await requestAndSend(canvasElement);
    // The hub's message may arrive before the send's answer: the button settles once it has.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend code' })).toBeEnabled());
  },
};

export const WrongCodeEntered: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, id } = await requestAndSend(canvasElement);
    await endUserEnters(id, false);
    await expect(
      await canvas.findByRole('article', { name: 'Bob Martinez The end user entered a wrong code' }),
    ).toBeVisible();
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, id } = await requestAndSend(canvasElement);
    await endUserEnters(id, true);
    await expect((await canvas.findAllByText('Confirmed: the end user entered the right code'))[0]).toBeVisible();
    await expect(await canvas.findByText(/\(37 in all\)/)).toBeVisible();
  },
};

export const SendFailed: Story = {
  parameters: {
    msw: [
      http.post('*/api/VerifiedPsaTechBySms', () =>
        HttpResponse.json({ message: 'The SMS gateway is down.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a code to Bob Martinez' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The SMS gateway is down.');
  },
};

/** At 320 px the history is a stacked list: neither the pod nor any box in it scrolls sideways. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTestId('story-frame');
  await within(frame).findByText(/in all/);
  const history = within(frame).getByRole('region', { name: 'History' });
  const table = within(history).getByRole('table', { name: 'Technician verification history' });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  const wide = [frame, history, ...history.querySelectorAll<HTMLElement>('*')]
    .filter((box) => !box.closest('.visually-hidden') && box.scrollWidth > box.clientWidth)
    .map((box) => `${box.tagName.toLowerCase()}.${box.className} ${box.scrollWidth}>${box.clientWidth}`);
  await expect(wide).toEqual([]);
  await expect(table.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
}

export const Narrow320: Story = {
  tags: ['browser'],
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    await requestAndSend(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await requestAndSend(canvasElement);
  },
};

export const DarkNarrow320: Story = {
  tags: ['browser'],
  args: { theme: 'dark', width: 320 },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
