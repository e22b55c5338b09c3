import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { pollNow } from '@storybook-host/storyClock';
import { storySandbox } from '@storybook-host/storySandbox';
import { carrySandboxEventsToLiveHub, freshBobOnRecord, latestSend, PanelStory } from '../testing/PanelStory';
import { contactKey, ledgerOf } from '../sandbox/VerificationLedger';
import { PUSH_POLL_MS } from './verificationFlow';

/** Failed checks on Bob by two technicians within the hour (and, with `lock`, the sandbox's lock). */
function failedChecksOnBob(count: number, lock = false) {
  return async () => {
    const ledger = ledgerOf(storySandbox.state);
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      ledger.failures.unshift({
        tenantId: 't-acme',
        psaId: 'acme-cw',
        contactId: 'acme-cw-co1-ct2',
        validationId: `v-story-${i}`,
        date: new Date(now - (i + 1) * 4 * 60_000).toISOString(),
        validationType: 'SMS',
        inspectorName: i % 2 ? 'Max Factor' : 'Tess Tech',
        reason: 'WrongCode',
        value: '0555 010 2002',
      });
    }
    if (lock) ledger.locks.set(contactKey('t-acme', 'acme-cw', 'acme-cw-co1-ct2'), now + 15 * 60_000);
    return {};
  };
}

/** The link the panel just sent, as the contact's page answers it (its public endpoints, no session). */
async function answerLatestLink(step: 'confirm' | 'deny' | 'wrongNumber', matchNumber?: number) {
  const rows = (await (await fetch('/__sandbox/outbox')).json()) as Array<{ verifyLink: { url: string } | null }>;
  const token = new URL(rows[0]!.verifyLink!.url).hash.slice(1);
  const post = (path: string, body: object) =>
    fetch(`/api/PsaContactValidation/link/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, ...body }),
    });
  if (step === 'deny') return post('deny', {});
  const { numbers } = (await (await post('confirm', {})).json()) as { numbers: number[] };
  if (step === 'wrongNumber') return post('choose', { number: numbers.find((n) => n !== matchNumber) });
  return undefined;
}

/** End User Verification for one contact, every state, against the in-browser sandbox. */
const meta: Meta<typeof PanelStory> = {
  title: 'Verification/Verification panel',
  component: PanelStory,
  args: { who: 'bob', isTicketContact: true },
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof PanelStory>;

async function sendSms(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Send code by SMS' }));
  await canvas.findByText('Code sent');
  return canvas;
}

export const Unverified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Send code by SMS' })).toBeEnabled();
    await expect(canvas.getByText('Never verified')).toBeVisible();
    await expect(canvas.getByText('No verifications yet.')).toBeVisible();
  },
};

export const CodeSentWithCountdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendSms(canvasElement);
    await expect(canvas.getByLabelText('Time left')).toHaveTextContent(/^[45]:\d\d$/);
    await expect(canvas.getByLabelText('Verification code')).toBeEnabled();
    // Focus follows the flow: the code field takes it when it appears.
    await waitFor(() => expect(canvas.getByLabelText('Verification code')).toHaveFocus());
    // The list collapsed to where the code went.
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendSms(canvasElement);
    const { code } = await latestSend();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await userEvent.type(canvas.getByLabelText('Verification code'), wrong);
    await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
    await expect(await canvas.findByText('Wrong code')).toBeVisible();
    await expect(canvas.getByText(/That code is not correct. 4 tries left./)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Verification code')).toHaveFocus());
  },
};

/** Five wrong codes: the code and the contact are locked (not "expired"); Resend says until when, Start over has the focus. */
export const LockedAfterFiveWrongCodes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendSms(canvasElement);
    const { code } = await latestSend();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      await userEvent.clear(canvas.getByLabelText('Verification code'));
      await userEvent.type(canvas.getByLabelText('Verification code'), `${wrong}{Enter}`);
      if (i < 4) await canvas.findByText(new RegExp(`${4 - i} tr(y|ies) left`));
    }
    await expect(await canvas.findByText('Code locked')).toBeVisible();
    await expect(canvas.queryByText('Code expired')).toBeNull();
    await expect(await canvas.findByText(/^Locked, ends .+ \(5 failed attempts\)$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Start over' })).toHaveFocus());
  },
};

export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendSms(canvasElement);
    const { id, code } = await latestSend();
    await fetch(`/__sandbox/verification/${id}/expire`, { method: 'POST' });
    await userEvent.type(canvas.getByLabelText('Verification code'), code ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
    await expect(await canvas.findByText('Code expired')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};

export const PushPending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Duo push' }));
    await expect(await canvas.findByText('Push pending')).toBeVisible();
  },
};

export const PushApprovedLive: Story = {
  args: { live: true },
  loaders: [carrySandboxEventsToLiveHub()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Duo push' }));
    await canvas.findByText('Push pending');
    await fetch(`/__sandbox/verification/${(await latestSend()).id}/approve`, { method: 'POST' });
    await expect(await canvas.findByText('Bob Martinez is verified')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(/Duo push/);
  },
};

export const PushDenied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Duo push' }));
    await canvas.findByText('Push pending');
    await fetch(`/__sandbox/verification/${(await latestSend()).id}/deny`, { method: 'POST' });
    // Picked up by the panel's polling (no hub in this story).
    await pollNow(PUSH_POLL_MS);
    await waitFor(() => expect(canvas.getByText('Push denied')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Use another method' })).toBeEnabled();
  },
};

export const VerifiedWithHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendSms(canvasElement);
    await userEvent.type(canvas.getByLabelText('Verification code'), (await latestSend()).code ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
    await expect(await canvas.findByText('Bob Martinez is verified')).toBeVisible();
    // The result takes the focus; the live region says it in a word.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toHaveTextContent('Bob Martinez is verified'),
    );
    await expect(canvas.getByText('Verified: Bob Martinez.')).toHaveAttribute('role', 'status');
    const history = within(canvas.getByRole('list', { name: 'Verification history' })).getAllByRole('listitem');
    // The new entry's number in the one phone format once the API has written it.
    await waitFor(() => expect(history[0]).toHaveTextContent(/SMS code · \+1 \(555\) 010-2002/));
    await expect(canvas.getByRole('button', { name: 'Add a note to the ticket' })).toBeEnabled();
  },
};

/** Alice's only verification is eight weeks old: its date in neutral, nothing green. */
export const LastVerifiedWeeksAgo: Story = {
  args: { who: 'alice' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Send Microsoft push' })).toBeVisible();
    await expect(canvas.getByText('Caller verified before password reset')).toBeVisible();
    await expect(canvas.getByText(/^Last verified Oct 1, 2026, /, { selector: '.kit-feature-header *' })).toBeVisible();
    await expect(canvasElement.querySelector('.bp6-intent-success')).toBeNull();
  },
};

/** A verification twelve minutes old holds for this call: green, with how long ago; "Verified" on the phone it proved. */
export const VerifiedMinutesAgo: Story = {
  args: { who: 'freshBob' },
  loaders: [freshBobOnRecord()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verified 12 min ago')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify again' }));
    // A new request: the mobile proved the earlier one, not this one.
    const mobile = (await canvas.findByRole('radio', { name: /^Mobile/ })).closest('label')!;
    await expect(within(mobile).getByText('Last verified 12 min ago')).toBeVisible();
  },
};
export const VerifiedMinutesAgoNarrow320Dark: Story = {
  ...VerifiedMinutesAgo,
  loaders: [freshBobOnRecord()],
  args: { who: 'freshBob', width: 320, theme: 'dark' },
};

/** A password reset needs two methods: after the SMS code, "1 of 2 methods", and SMS cannot be the second. */
export const TwoMethodsOneOfTwo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Caller asks for'), 'PasswordReset');
    await expect(canvas.getByText('Two different methods are needed for this request.')).toBeVisible();
    await sendSms(canvasElement);
    await userEvent.type(canvas.getByLabelText('Verification code'), (await latestSend()).code ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
    await expect(await canvas.findByRole('button', { name: 'Verify with a second method' })).toBeVisible();
    await expect(canvas.getAllByText('1 of 2 methods')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify with a second method' }));
    // The used mobile is not left selected: the email is, and its code can be the second method.
    await expect(canvas.getByRole('radio', { name: /^Work email/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Send code by email' })).toBeEnabled();
    // Back on the mobile, its code and its link cannot count, and say why right beside them.
    await userEvent.click(canvas.getByRole('radio', { name: /^Mobile/ }));
    const why =
      'SMS code and link by SMS cannot be the second method: this phone already verified this call. Choose another phone or email, or a push.';
    await expect(canvas.getByRole('button', { name: 'Send code by SMS' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send link by SMS' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send code by SMS' })).toHaveAccessibleDescription(why);
    await expect(canvas.getByRole('button', { name: 'Send Duo push' })).toBeEnabled();
  },
};
export const TwoMethodsOneOfTwoNarrow320Dark: Story = { ...TwoMethodsOneOfTwo, args: { width: 320, theme: 'dark' } };

/** Three failed checks in the last hour by two technicians: the callout says so, and a send needs a note. */
export const RepeatedFailures: Story = {
  loaders: [failedChecksOnBob(3)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 failed verification attempts in the last hour')).toBeVisible();
    await expect(canvas.getByText('By Tess Tech, Max Factor. Every new check needs a note.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send code by SMS' }));
    await expect(await canvas.findByText('Required')).toBeVisible();
  },
};
export const RepeatedFailuresNarrow320Dark: Story = { ...RepeatedFailures, args: { width: 320, theme: 'dark' } };

/** Five failures: the sandbox refuses new checks for 15 minutes, and the panel says until when instead of offering them. */
export const LockedAfterFailures: Story = {
  loaders: [failedChecksOnBob(5, true)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Checks paused, ends /)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Send / })).toBeNull();
  },
};
export const LockedAfterFailuresNarrow320Dark: Story = { ...LockedAfterFailures, args: { width: 320, theme: 'dark' } };

async function sendLink(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Send link by SMS' }));
  await canvas.findByText(/^Ask Bob to choose/);
  return { canvas, matchNumber: Number(canvasElement.querySelector('.verification__match-number')?.textContent) };
}

/** A verification link on its way: the number to read out, large. */
export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, matchNumber } = await sendLink(canvasElement);
    await expect(matchNumber).toBeGreaterThanOrEqual(10);
    await expect(canvas.getByLabelText('Time left')).toHaveTextContent(/^[45]:\d\d$/);
  },
};
export const LinkSentNarrow320Dark: Story = { ...LinkSent, args: { width: 320, theme: 'dark' } };

/** The contact said "Yes": they see the three numbers now (picked up by polling). */
export const LinkConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await sendLink(canvasElement);
    await answerLatestLink('confirm');
    await pollNow(PUSH_POLL_MS); // no hub in this story: the panel's polling hears it
    await expect(
      await canvas.findByText('Bob Martinez confirmed being on a call with you and is choosing a number.'),
    ).toBeVisible();
  },
};
export const LinkConfirmedNarrow320Dark: Story = { ...LinkConfirmed, args: { width: 320, theme: 'dark' } };

/** The contact chose another number: denied, and said plainly. */
export const LinkDeniedWrongNumber: Story = {
  args: { live: true },
  loaders: [carrySandboxEventsToLiveHub()],
  play: async ({ canvasElement }) => {
    const { canvas, matchNumber } = await sendLink(canvasElement);
    await answerLatestLink('wrongNumber', matchNumber);
    await expect(await canvas.findByText('Link denied')).toBeVisible();
    await expect(canvas.getByText('Bob Martinez chose another number than the one you read out.')).toBeVisible();
  },
};
export const LinkDeniedWrongNumberNarrow320Dark: Story = {
  ...LinkDeniedWrongNumber,
  args: { width: 320, theme: 'dark', live: true },
};

/** Dan opted out of SMS: his mobile is not preselected, and why it cannot be texted shows before any click. */
export const OptedOut: Story = {
  args: { who: 'dan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /^Work email/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^Mobile/ }));
    await expect(canvas.getByRole('button', { name: 'Send code by SMS' })).toBeDisabled();
    await expect(canvas.getByText(/^Dan Okafor opted out of text messages/)).toBeVisible();
  },
};

export const NoteRequiredForAnotherContact: Story = {
  args: { isTicketContact: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code by SMS' }));
    await expect(await canvas.findByText('Required')).toBeVisible();
  },
};

export const SettingsFailed: Story = {
  parameters: {
    msw: [
      http.get('*/api/VerificationSettings', () =>
        HttpResponse.json({ message: 'Settings service is down.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Verification settings could not be loaded')).toBeVisible();
  },
};

export const Narrow320: Story = {
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    await sendSms(canvasElement);
  },
};

export const Dark: Story = {
  args: { theme: 'dark', who: 'alice' },
};

export const DarkNarrow320: Story = {
  args: { theme: 'dark', width: 320 },
  play: async ({ canvasElement }) => {
    await sendSms(canvasElement);
  },
};
