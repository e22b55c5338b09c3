import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { storySandbox } from '@storybook-host/storySandbox';
import { callStateKey } from '../core/CallState';
import { seedCall } from '../sandbox/calls/seedCall';
import { StandingPanel } from '../testing/StandingPanel';
import { contactKey, ledgerOf } from '../sandbox/VerificationLedger';

/** Which verification on record (the story's clock is the real one), as the pod of Tess Tech on a ticket sees it. */
type Standing = 'thisCall' | 'anotherTicket' | 'anotherTechnician' | 'expired' | 'locked' | 'optedOut' | 'sharedLine';

interface StandingStoryProps {
  standing: Standing;
  width: 320 | 1280;
  theme?: 'light' | 'dark';
}

const MAX = { id: 'u-mfa', name: 'Max Factor' };
const BOB = 'acme-cw-co1-ct2';
const sms = (minutesAgo: number) => ({ validationType: 'SMS' as const, value: '0555 010 2002', minutesAgo });

/**
 * What the backend has on record for each standing: Bob Martinez's calls (his own ticket 1002), seeded in the
 * story's sandbox. `expired` is Tess's own call whose hour ran out with her pod kept on it (the call in storage).
 */
function recordsFor(standing: Standing) {
  return async () => {
    const state = storySandbox.state;
    if (standing === 'thisCall')
      seedCall(state, { callId: 'call-story', contactId: BOB, ticketId: '1002', passed: [sms(12)] });
    if (standing === 'anotherTicket')
      seedCall(state, { callId: 'call-story', contactId: BOB, ticketId: '1001', passed: [sms(7)] });
    if (standing === 'anotherTechnician')
      seedCall(state, { callId: 'call-story', contactId: BOB, ticketId: '1002', technician: MAX, passed: [sms(7)] });
    if (standing === 'expired') {
      seedCall(state, { callId: 'call-story', contactId: BOB, ticketId: '1002', passed: [sms(75)] });
      const key = callStateKey({ userId: 'u-tech', psaId: 'acme-cw', ticketId: '1002', contactId: BOB });
      const call = { callId: 'call-story', request: 'Other', check: null, updatedAt: Date.now() - 59 * 60_000 };
      localStorage.setItem(`verification.call.${key}`, JSON.stringify(call));
    }
    if (standing === 'locked') lockBob();
    return {};
  };
}

/** Five failed checks on Bob by two technicians, and the sandbox's lock after them. */
function lockBob(): void {
  const ledger = ledgerOf(storySandbox.state);
  const now = Date.now();
  for (let i = 0; i < 5; i++)
    ledger.failures.unshift({
      tenantId: 't-acme',
      psaId: 'acme-cw',
      contactId: 'acme-cw-co1-ct2',
      validationId: `v-standing-${i}`,
      date: new Date(now - (i + 1) * 3 * 60_000).toISOString(),
      validationType: 'SMS',
      inspectorName: i % 2 ? 'Max Factor' : 'Tess Tech',
      reason: 'WrongCode',
      value: '0555 010 2002',
    });
  ledger.locks.set(contactKey('t-acme', 'acme-cw', 'acme-cw-co1-ct2'), now + 15 * 60_000);
}

function StandingStory({ standing, width, theme }: StandingStoryProps) {
  return <StandingPanel who={standing === 'optedOut' ? 'dan' : 'bob'} width={width} theme={theme} />;
}

/**
 * Where a contact stands for this call, each standing at 320 px and 1280 px, light and dark: green only for
 * this call (with who, where and until when), neutral for another ticket or another technician and after
 * the window, and the reasons beside what cannot be used (a lock, an opt-out, a shared line).
 */
const meta: Meta<typeof StandingStory> = {
  title: 'Verification/Standing',
  component: StandingStory,
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof StandingStory>;

const plays: Record<Standing, Story['play']> = {
  thisCall: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bob Martinez is verified')).toBeVisible();
    await expect(canvas.getByText(/^Verified by Tess Tech on #T1002 .+ · holds, ends .+$/)).toBeVisible();
    await expect(canvas.getByText('This call, ends', { exact: false })).toBeVisible();
  },
  anotherTicket: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verified by Tess Tech on #T1001 7 min ago')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify for this call' })).toBeEnabled();
    await expect(canvasElement.querySelector('.bp6-intent-success')).toBeNull();
  },
  anotherTechnician: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verified by Max Factor on #T1002 7 min ago')).toBeVisible();
    await expect(canvas.getByText(/^That was Max Factor's call: /)).toBeVisible();
    await expect(canvasElement.querySelector('.bp6-intent-success')).toBeNull();
  },
  expired: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Bob Martinez was verified 1 h ago; verification for this call has expired'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify again' })).toBeEnabled();
    await expect(canvas.getByText('Last verified 1 h ago', { selector: '.kit-feature-header *' })).toBeVisible();
  },
  locked: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Checks paused, ends /)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Send / })).toBeNull();
  },
  optedOut: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Mobile/ }));
    await expect(canvas.getByRole('button', { name: 'Send code by SMS' })).toBeDisabled();
    await expect(
      canvas.getByText('Dan Okafor opted out of text messages: no code or link is texted to this contact.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Duo push' })).toBeEnabled();
  },
  sharedLine: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Office/ }));
    await expect(canvas.getByRole('button', { name: 'Send code by SMS' })).toBeDisabled();
    await expect(canvas.getByText(/^Shared line: other contacts of Contoso Dental use this number/)).toBeVisible();
  },
};

function story(standing: Standing, width: 320 | 1280, theme: 'light' | 'dark'): Story {
  return {
    args: { standing, width, theme },
    loaders: [recordsFor(standing)],
    play: plays[standing],
  };
}

export const ThisCall320 = story('thisCall', 320, 'light');
export const ThisCall320Dark = story('thisCall', 320, 'dark');
export const ThisCall1280 = story('thisCall', 1280, 'light');
export const ThisCall1280Dark = story('thisCall', 1280, 'dark');
export const AnotherTicket320 = story('anotherTicket', 320, 'light');
export const AnotherTicket320Dark = story('anotherTicket', 320, 'dark');
export const AnotherTicket1280 = story('anotherTicket', 1280, 'light');
export const AnotherTicket1280Dark = story('anotherTicket', 1280, 'dark');
export const AnotherTechnician320 = story('anotherTechnician', 320, 'light');
export const AnotherTechnician320Dark = story('anotherTechnician', 320, 'dark');
export const AnotherTechnician1280 = story('anotherTechnician', 1280, 'light');
export const AnotherTechnician1280Dark = story('anotherTechnician', 1280, 'dark');
export const Expired320 = story('expired', 320, 'light');
export const Expired320Dark = story('expired', 320, 'dark');
export const Expired1280 = story('expired', 1280, 'light');
export const Expired1280Dark = story('expired', 1280, 'dark');
export const Locked320 = story('locked', 320, 'light');
export const Locked320Dark = story('locked', 320, 'dark');
export const Locked1280 = story('locked', 1280, 'light');
export const Locked1280Dark = story('locked', 1280, 'dark');
export const OptedOut320 = story('optedOut', 320, 'light');
export const OptedOut320Dark = story('optedOut', 320, 'dark');
export const OptedOut1280 = story('optedOut', 1280, 'light');
export const OptedOut1280Dark = story('optedOut', 1280, 'dark');
export const SharedLine320 = story('sharedLine', 320, 'light');
export const SharedLine320Dark = story('sharedLine', 320, 'dark');
export const SharedLine1280 = story('sharedLine', 1280, 'light');
export const SharedLine1280Dark = story('sharedLine', 1280, 'dark');
