import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { pollNow } from '@storybook-host/storyClock';
import { storySandbox } from '@storybook-host/storySandbox';
import { bindFeatureOnce } from '@features/api/testing';
import { ContactMother } from '@core/testing/ContactMother';
import { secureDataSharingBindings } from '../bindings';
import { SecureDataLedger, secureDataOf } from '../sandbox/secureDataLedger';
import { REQUESTS_POLL_MS } from './RequestsStore';
import { SecureDataPage } from './SecureDataPage';
import { podFor } from './testing/podFor';

interface PageStoryProps {
  /** Bob (ticket 1002: no requests yet) or Alice (ticket 1001: 12 seeded requests, several pages). */
  who: 'bob' | 'alice';
  width?: number;
  theme?: 'light' | 'dark';
  /** A contact screen has no ticket: the requests are the contact's. @default 'ticket' */
  screen?: 'ticket' | 'contact';
  /** The step in the address (`step=`), as after a reload or Back: e.g. `request:sr-seed-12`. */
  step?: string;
}

const TICKETS = { bob: { id: '1002', number: 'T1002' }, alice: { id: '1001', number: 'T1001' } } as const;

/** The page as the shell mounts it, with the feature's bindings on the real container and the in-browser sandbox; its step lives in the address. */
function PageStory({ who, width, theme, screen = 'ticket', step }: PageStoryProps) {
  const query = new URLSearchParams({ page: 'secureDataSharing', ...(step ? { step } : {}) });
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => bindFeatureOnce(container, 'secureDataSharing', secureDataSharingBindings)}
    >
      <MemoryRouter initialEntries={[`/pod/connectwise/acme-cw?${query}`]}>
        <SecureDataPage pod={podFor(ContactMother[who](), screen === 'contact' ? null : TICKETS[who])} />
      </MemoryRouter>
    </StoryServices>
  );
}

/** Each story starts from the seeded requests and nothing shared (one sandbox serves every story); `seed` adds its own. */
function freshSecureData(seed?: (ledger: SecureDataLedger) => void) {
  return async () => {
    const ledger = secureDataOf(storySandbox.state);
    ledger.items.length = 0;
    ledger.files.clear();
    ledger.requests.splice(0, Infinity, ...new SecureDataLedger(storySandbox.state.world).requests);
    seed?.(ledger);
    return {};
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const BOB = { psaId: 'acme-cw', ticketId: '1002', contactId: 'acme-cw-co1-ct2', contactName: 'Bob Martinez' };

/** Bob's ticket sent a link by SMS 11 minutes ago that he opened 3 minutes ago, and a request by email he has not opened. */
function sentToBob(ledger: SecureDataLedger) {
  const tenantId = storySandbox.state.world.psas.find((p) => p.psaId === BOB.psaId)!.tenantId;
  ledger.items.unshift({
    ...BOB,
    tenantId,
    id: 'sd-story-opened',
    secret: '',
    note: '',
    files: [],
    createdAt: minutesAgo(12),
    expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    status: 'opened',
    openedAt: minutesAgo(3),
    sends: [{ channel: 'sms', recipient: '0555 010 2002', message: '(story)', time: minutesAgo(11) }],
    changeSeq: ledger.nextChange(),
  });
  ledger.requests.push({
    ...BOB,
    tenantId,
    id: 'sr-story-waiting',
    title: 'the license key',
    allowFiles: false,
    createdAt: minutesAgo(30),
    expiresAt: new Date(Date.now() + 72 * 3600_000).toISOString(),
    status: 'sent',
    sends: [{ channel: 'email', recipient: 'bob.martinez@contoso.example', message: '(story)', time: minutesAgo(29) }],
    openedAt: null,
    answeredAt: null,
    answer: null,
    downloads: [],
    changeSeq: ledger.nextChange(),
  });
}

/** Alice answered her newest request (ticket 1001) five minutes ago; nobody has read it yet. */
function aliceAnswered(ledger: SecureDataLedger) {
  const request = ledger.requests.find((r) => r.id === WAITING)!;
  Object.assign(request, {
    status: 'answered',
    answer: { text: 'KEY-42-ABCD', files: [] },
    answeredAt: minutesAgo(5),
    openedAt: minutesAgo(6),
    changeSeq: ledger.nextChange(),
  });
}
/** The seeded request of ticket 1001 that waits for Alice. */
const WAITING = 'sr-seed-12';

/** Secure Data Sharing, every step and state, against the in-browser sandbox. */
const meta: Meta<typeof PageStory> = {
  title: 'Features/Secure Data Sharing',
  component: PageStory,
  args: { who: 'bob' },
  loaders: [signedInAs('u-tech'), freshSecureData()],
};
export default meta;
type Story = StoryObj<typeof PageStory>;

async function chooseSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Send secure data' }));
  await canvas.findByLabelText('Secret');
  return canvas;
}

/** The send step's line for one recipient ("Sent to Bob Martinez at +1 (555) 010-2002 · just now"): its text spans the phone's element. */
const sentLine = (line: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && line.test(element.textContent ?? '');

/** The browser's file dialog answer, as a person picking a file would give it. */
function pickFile(canvasElement: HTMLElement, file: File) {
  const input = within(canvasElement).getByLabelText('Add files') as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const SelectActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Send secure data' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Request data' })).toBeEnabled();
    await expect(await canvas.findByText('No data requests for this ticket yet.')).toBeVisible();
  },
};

/** Opened from a contact (no ticket): the empty list speaks of the contact, not of a ticket. */
export const ContactScreen: Story = {
  args: { screen: 'contact', width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data requests for this contact yet.')).toBeVisible();
    await expect(canvas.queryByText(/this ticket/)).toBeNull();
  },
};

export const CreateSecureData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseSend(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate password' }));
    await waitFor(() => expect(canvas.getByLabelText('Secret')).not.toHaveValue(''));
    await expect(canvas.getByLabelText('Secret')).toHaveAttribute('type', 'password');
    await expect(canvas.getByText(/Up to 3 files, 5 MB each/)).toBeVisible();
  },
};

export const SecretRevealed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseSend(canvasElement);
    await userEvent.type(canvas.getByLabelText('Secret'), 'correct horse battery staple');
    await userEvent.click(canvas.getByRole('button', { name: 'Show secret' }));
    await expect(canvas.getByLabelText('Secret')).toHaveAttribute('type', 'text');
  },
};

export const UploadInProgress: Story = {
  tags: ['browser'],
  parameters: {
    msw: [
      http.post('*/api/SecureData/file', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseSend(canvasElement);
    pickFile(canvasElement, new File(['LICENSE-KEY-123'], 'license.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading license.txt' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel upload of license.txt' })).toBeEnabled();
  },
};

export const FileRefused: Story = {
  tags: ['browser'],
  play: async ({ canvasElement }) => {
    const canvas = await chooseSend(canvasElement);
    pickFile(canvasElement, new File(['MZ'], 'setup.exe'));
    await expect(await canvas.findByText(/setup\.exe: \.exe cannot be shared/)).toBeVisible();
  },
};

export const CreateRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request data' }));
    await userEvent.type(canvas.getByLabelText('What do you need from the contact?'), 'the license key');
    await expect(canvas.getByRole('button', { name: 'Create request' })).toBeEnabled();
  },
};

export const SendSecureData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseSend(canvasElement);
    await userEvent.type(canvas.getByLabelText('Secret'), 'wifi-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Create secure link' }));
    await expect(await canvas.findByText(/Secure link created/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send by SMS' })).toBeEnabled();
  },
};

export const SentBySms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseSend(canvasElement);
    await userEvent.type(canvas.getByLabelText('Secret'), 'wifi-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Create secure link' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send by SMS' }));
    await expect(await canvas.findByText(sentLine(/^Sent to Bob Martinez at \+1 \(555\) 010-2002 · /))).toBeVisible();
  },
};

export const PagedTable: Story = {
  args: { who: 'alice' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–5 of 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Older requests' }));
    await expect(await canvas.findByText('6–10 of 12')).toBeVisible();
  },
};

export const AnswerShownOnce: Story = {
  args: { who: 'alice' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–5 of 12');
    const waiting = secureDataOf(storySandbox.state).requests.find(
      (r) => r.ticketId === '1001' && r.status === 'sent',
    )!;
    await fetch(`/__sandbox/secure-data/requests/${waiting.id}/answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'KEY-42-ABCD', files: [{ fileName: 'license.txt', content: 'KEY-42-ABCD' }] }),
    });
    // Picked up by the page's polling.
    await pollNow(REQUESTS_POLL_MS);
    await userEvent.click(await canvas.findByRole('button', { name: `Show answer: ${waiting.title}` }));
    await expect(await canvas.findByLabelText('Answer text')).toHaveValue('KEY-42-ABCD');
    await expect(canvas.getByRole('button', { name: 'Download license.txt' })).toBeEnabled();
  },
};

export const SettingsFailed: Story = {
  parameters: {
    msw: [
      http.get('*/api/SecureDataSettings', () =>
        HttpResponse.json({ message: 'Settings service is down.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Secure data settings could not be loaded')).toBeVisible();
  },
};

export const Narrow320: Story = {
  args: { width: 320, who: 'alice' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–5 of 12')).toBeVisible();
  },
};

export const Narrow320Create: Story = {
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    await chooseSend(canvasElement);
  },
};

export const FullWidth: Story = {
  args: { who: 'alice' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–5 of 12')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { theme: 'dark', who: 'alice' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–5 of 12')).toBeVisible();
  },
};

export const DarkNarrow320Create: Story = {
  args: { theme: 'dark', width: 320 },
  play: async ({ canvasElement }) => {
    await chooseSend(canvasElement);
  },
};

/** What was sent from Bob's ticket: where each went, when, Opened (with when) and Not opened. */
function showsWhatWasSent(): Story['play'] {
  return async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Sent' });
    // Newest first: the link (created 12 min ago), then the request (30 min ago).
    const [link, request] = within(list).getAllByRole('listitem');
    await expect(link).toHaveTextContent(/^Secure link\s*SMS to \+1 \(555\) 010-2002 · 11 min ago/);
    await expect(within(link!).getByText('Opened')).toBeVisible();
    await expect(link).toHaveTextContent(/3 min ago$/);
    await expect(request).toHaveTextContent(/^Request: the license key\s*Email to /);
    await expect(request).toHaveTextContent(/bob\.martinez@contoso\.example · 29 min ago/);
    await expect(within(request!).getByText('Not opened')).toBeVisible();
  };
}

export const SentList320: Story = {
  args: { width: 320 },
  loaders: [freshSecureData(sentToBob)],
  play: showsWhatWasSent(),
};
export const SentList320Dark: Story = {
  args: { width: 320, theme: 'dark' },
  loaders: [freshSecureData(sentToBob)],
  play: showsWhatWasSent(),
};
export const SentList1280: Story = {
  args: { width: 1280 },
  loaders: [freshSecureData(sentToBob)],
  play: showsWhatWasSent(),
};
export const SentList1280Dark: Story = {
  args: { width: 1280, theme: 'dark' },
  loaders: [freshSecureData(sentToBob)],
  play: showsWhatWasSent(),
};

/** A link's panel opened again (a reload, Back): where it went and that it was opened, without the link itself. */
export const LinkPanelAfterReload320: Story = {
  args: { width: 320, step: 'link:sd-story-opened' },
  loaders: [freshSecureData(sentToBob)],
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('group', { name: 'Secure link' });
    await expect(panel).toHaveTextContent(/SMS to \+1 \(555\) 010-2002 · 11 min ago/);
    await expect(within(panel).getByText('Opened')).toBeVisible();
  },
};

/** A used link's panel: Opened, with when and where it went; a new link is the main action, never sending this one again. */
function usedLinkOffersANewOne(): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('group', { name: 'Secure link' });
    await expect(within(panel).getByText('Opened')).toBeVisible();
    await expect(panel).toHaveTextContent(/3 min ago/);
    await expect(panel).toHaveTextContent(/SMS to \+1 \(555\) 010-2002 · 11 min ago/);
    await expect(within(panel).getByRole('button', { name: 'Create a new link' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Send again/ })).toBeNull();
  };
}

export const UsedLink320: Story = {
  args: { width: 320, step: 'link:sd-story-opened' },
  loaders: [freshSecureData(sentToBob)],
  play: usedLinkOffersANewOne(),
};
export const UsedLink320Dark: Story = {
  args: { width: 320, theme: 'dark', step: 'link:sd-story-opened' },
  loaders: [freshSecureData(sentToBob)],
  play: usedLinkOffersANewOne(),
};
export const UsedLink1280: Story = {
  args: { width: 1280, step: 'link:sd-story-opened' },
  loaders: [freshSecureData(sentToBob)],
  play: usedLinkOffersANewOne(),
};
export const UsedLink1280Dark: Story = {
  args: { width: 1280, theme: 'dark', step: 'link:sd-story-opened' },
  loaders: [freshSecureData(sentToBob)],
  play: usedLinkOffersANewOne(),
};

/** An answered request's panel: the answer waits for Show answer (full width), never on screen by itself. */
function answerWaits(): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('group', { name: 'Request: the license key' });
    await expect(within(panel).getByRole('button', { name: 'Show answer' })).toBeVisible();
    await expect(within(panel).getByText(/Answered 5 min ago/)).toBeVisible();
    // Answered is final: a new request is the main action, never sending this one again.
    await expect(within(panel).getByRole('button', { name: 'Create a new request' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Send again/ })).toBeNull();
    await expect(canvas.queryByText('KEY-42-ABCD')).toBeNull();
    await expect(canvas.queryByLabelText('Answer text')).toBeNull();
  };
}

export const AnswerWaits320: Story = {
  args: { who: 'alice', width: 320, step: `request:${WAITING}` },
  loaders: [freshSecureData(aliceAnswered)],
  play: answerWaits(),
};
export const AnswerWaits320Dark: Story = {
  args: { who: 'alice', width: 320, theme: 'dark', step: `request:${WAITING}` },
  loaders: [freshSecureData(aliceAnswered)],
  play: answerWaits(),
};
export const AnswerWaits1280: Story = {
  args: { who: 'alice', width: 1280, step: `request:${WAITING}` },
  loaders: [freshSecureData(aliceAnswered)],
  play: answerWaits(),
};
export const AnswerWaits1280Dark: Story = {
  args: { who: 'alice', width: 1280, theme: 'dark', step: `request:${WAITING}` },
  loaders: [freshSecureData(aliceAnswered)],
  play: answerWaits(),
};

/** Show answer on the panel: the answer, with Copy and Hide answer; the request is now read. */
export const AnswerShown320Dark: Story = {
  args: { who: 'alice', width: 320, theme: 'dark', step: `request:${WAITING}` },
  loaders: [freshSecureData(aliceAnswered)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show answer' }));
    await expect(await canvas.findByLabelText('Answer text')).toHaveValue('KEY-42-ABCD');
    await expect(canvas.getByRole('button', { name: 'Hide answer' })).toBeVisible();
  },
};

/** After a send, the panel says where and when; sending the same link again asks first. */
function sendAgainAsks(): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = await chooseSend(canvasElement);
    await userEvent.type(canvas.getByLabelText('Secret'), 'wifi-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Create secure link' }));
    await expect(((await canvas.findByLabelText('Link')) as HTMLInputElement).value).toMatch(
      /\/__sandbox\/secure-data\/view\/sd-/,
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Send by SMS' }));
    await expect(await canvas.findByText(sentLine(/^Sent to Bob Martinez at \+1 \(555\) 010-2002 · /))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again by SMS' }));
    // The question is a dialog over the page (a portal outside the story's frame).
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/already sent to Bob Martinez at \+1 \(555\) 010-2002/);
    // It fades in: visible once its transition ends.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send again' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
    await expect(secureDataOf(storySandbox.state).items[0]!.sends).toHaveLength(1);
  };
}

export const SendAgainAsks320: Story = { args: { width: 320 }, play: sendAgainAsks() };
export const SendAgainAsks1280Dark: Story = { args: { width: 1280, theme: 'dark' }, play: sendAgainAsks() };

export const Narrow320Dark: Story = {
  args: { width: 320, who: 'alice', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–5 of 12')).toBeVisible();
  },
};
