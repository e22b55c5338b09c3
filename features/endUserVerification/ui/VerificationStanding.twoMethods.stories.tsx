import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { storySandbox } from '@storybook-host/storySandbox';
import { type CallSeed, seedCall } from '../sandbox/calls/seedCall';
import { ledgerOf } from '../sandbox/VerificationLedger';
import { StandingPanel, type StandingPanelProps } from '../testing/StandingPanel';

/** Where Bob Martinez's password reset (two methods) stands on the backend's record, as Tess's pod on ticket 1002 reads it. */
type Standing = 'none' | 'oneOfTwo' | 'held' | 'approved' | 'denied' | 'complete' | 'completeThenFailed';

interface TwoMethodStoryProps extends Omit<StandingPanelProps, 'who'> {
  standing: Standing;
}

const BOB = 'acme-cw-co1-ct2';
const DANA = { id: 'u-duo', name: 'Dana Duo' };
const sms = (minutesAgo: number) => ({ validationType: 'SMS' as const, value: '0555 010 2002', minutesAgo });
const email = (minutesAgo: number) => ({
  validationType: 'Email' as const,
  value: 'bob.martinez@contoso.example',
  minutesAgo,
});
const reset = (parts: Pick<CallSeed, 'passed'> & Partial<CallSeed>): CallSeed => ({
  callId: 'call-reset',
  contactId: BOB,
  ticketId: '1002',
  request: 'PasswordReset',
  ...parts,
});

/** Three wrong codes on the same call after it was verified (no lock: that takes five). */
function failuresAfter(): void {
  const ledger = ledgerOf(storySandbox.state);
  for (let i = 0; i < 3; i++)
    ledger.failures.unshift({
      tenantId: 't-acme',
      psaId: 'acme-cw',
      contactId: BOB,
      validationId: `v-reset-wrong-${i}`,
      date: new Date(Date.now() - (3 - i) * 60_000).toISOString(),
      validationType: 'SMS',
      inspectorName: 'Tess Tech',
      reason: 'WrongCode',
      value: '0555 010 2002',
      callId: 'call-reset',
    });
}

/** What the backend has on record for each standing, seeded in the story's sandbox before the panel opens. */
function recordsFor(standing: Standing) {
  return async () => {
    const state = storySandbox.state;
    if (standing === 'oneOfTwo') seedCall(state, reset({ passed: [sms(6)] }));
    if (standing === 'held' || standing === 'approved' || standing === 'denied') {
      const answers = {
        held: { state: 'requested' as const, reason: '' },
        approved: { state: 'approved' as const, reason: 'Bob called from his desk line' },
        denied: { state: 'denied' as const, reason: 'Bob is on leave this week' },
      };
      seedCall(state, reset({ passed: [sms(6)], held: email(2), approval: { ...answers[standing], approver: DANA } }));
    }
    if (standing === 'complete') seedCall(state, reset({ passed: [sms(9), email(4)] }));
    if (standing === 'completeThenFailed') {
      seedCall(state, reset({ passed: [sms(15), email(12)] }));
      failuresAfter();
    }
    return {};
  };
}

function TwoMethodStory({ standing: _standing, ...panel }: TwoMethodStoryProps) {
  return <StandingPanel who="bob" {...panel} />;
}

/**
 * A request that needs two methods, each of its standings at 320 px and 1280 px, light and dark: chosen with
 * nothing passed, 1 of 2 methods, held for a manager, approved, denied, complete, and complete then failed. Every
 * standing is the backend's record of the call, so another session or a reload shows the same.
 */
const meta: Meta<typeof TwoMethodStory> = {
  title: 'Verification/Two-method request',
  component: TwoMethodStory,
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof TwoMethodStory>;

const plays: Record<Standing, Story['play']> = {
  none: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Caller asks for'), 'PasswordReset');
    await expect(canvas.getByText('Two different methods are needed for this request.')).toBeVisible();
    await expect(canvas.getByText('Never verified', { selector: '.kit-feature-header *' })).toBeVisible();
  },
  oneOfTwo: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Verify with a second method' })).toBeVisible();
    await expect(canvas.getByText(/needs a second, different method\.$/)).toBeVisible();
    await expect(canvasElement.querySelector('.bp6-intent-success')).toBeNull();
  },
  held: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tess's own pod goes back to the approval she asked for: who, the time left, and that nothing counts yet.
    await expect(await canvas.findByText('Awaiting approval by Dana Duo.')).toBeVisible();
    await expect(canvas.getByText(/The request expires in/)).toBeVisible();
    await expect(canvas.getAllByText('Awaiting approval')[0]).toBeVisible();
    await expect(canvasElement.querySelector('.bp6-intent-success')).toBeNull();
  },
  approved: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bob Martinez is verified for a password reset')).toBeVisible();
    // In the result and on both checks of the call in the history.
    await expect(canvas.getAllByText('Approved by Dana Duo: Bob called from his desk line')).toHaveLength(3);
  },
  denied: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Approval denied' })).toBeVisible();
    await expect(canvas.getAllByText('Denied by Dana Duo: Bob is on leave this week')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start over' })).toBeEnabled();
    await expect(canvasElement.querySelector('.bp6-intent-success')).toBeNull();
  },
  complete: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bob Martinez is verified for a password reset')).toBeVisible();
    await expect(canvas.getByText('SMS code, then Email code: two methods.')).toBeVisible();
  },
  completeThenFailed: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bob Martinez is not verified now')).toBeVisible();
    await expect(canvas.getByText('Verified 12 min ago, then 3 failed attempts: verify again.')).toBeVisible();
    await expect(canvasElement.querySelector('.bp6-intent-success')).toBeNull();
  },
};

function story(standing: Standing, width: 320 | 1280, theme: 'light' | 'dark'): Story {
  return { args: { standing, width, theme }, loaders: [recordsFor(standing)], play: plays[standing] };
}

export const Chosen320 = story('none', 320, 'light');
export const Chosen320Dark = story('none', 320, 'dark');
export const Chosen1280 = story('none', 1280, 'light');
export const Chosen1280Dark = story('none', 1280, 'dark');
export const OneOfTwo320 = story('oneOfTwo', 320, 'light');
export const OneOfTwo320Dark = story('oneOfTwo', 320, 'dark');
export const OneOfTwo1280 = story('oneOfTwo', 1280, 'light');
export const OneOfTwo1280Dark = story('oneOfTwo', 1280, 'dark');
export const Held320 = story('held', 320, 'light');
export const Held320Dark = story('held', 320, 'dark');
export const Held1280 = story('held', 1280, 'light');
export const Held1280Dark = story('held', 1280, 'dark');
export const Approved320 = story('approved', 320, 'light');
export const Approved320Dark = story('approved', 320, 'dark');
export const Approved1280 = story('approved', 1280, 'light');
export const Approved1280Dark = story('approved', 1280, 'dark');
export const Denied320 = story('denied', 320, 'light');
export const Denied320Dark = story('denied', 320, 'dark');
export const Denied1280 = story('denied', 1280, 'light');
export const Denied1280Dark = story('denied', 1280, 'dark');
export const Complete320 = story('complete', 320, 'light');
export const Complete320Dark = story('complete', 320, 'dark');
export const Complete1280 = story('complete', 1280, 'light');
export const Complete1280Dark = story('complete', 1280, 'dark');
export const CompleteThenFailed320 = story('completeThenFailed', 320, 'light');
export const CompleteThenFailed320Dark = story('completeThenFailed', 320, 'dark');
export const CompleteThenFailed1280 = story('completeThenFailed', 1280, 'light');
export const CompleteThenFailed1280Dark = story('completeThenFailed', 1280, 'dark');
