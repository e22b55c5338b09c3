import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { pollNow } from '@storybook-host/storyClock';
import { storySandbox } from '@storybook-host/storySandbox';
import { carrySandboxEventsToLiveHub, latestSend, PanelStory } from '../../testing/PanelStory';
import { ledgerOf } from '../../sandbox/VerificationLedger';
import { approvalLedgerOf } from '../../sandbox/approvals/ApprovalLedger';
import { PUSH_POLL_MS } from '../verificationFlow';

/** Acme's policy for these stories: verifying anyone but the ticket's own contact needs a manager. */
function approvalForOtherContacts() {
  return async () => {
    const ledger = ledgerOf(storySandbox.state);
    const approval = { neededFor: ['otherContact' as const], expiresAfterMinutes: 10 };
    ledger.settingsByTenant.set('t-acme', { ...ledger.settingsFor('t-acme'), approval });
    return {};
  };
}

/** Max Factor's open request on Bob, asked by Dana Duo from another pod a minute before the story opens. */
function anotherTechniciansRequest() {
  return async () => {
    const now = Date.now();
    // Dana's held check (a right code on ticket 1003) that her request is for.
    ledgerOf(storySandbox.state).outbox.unshift({
      id: 'v-story-dana',
      channel: 'SMS',
      recipient: '0555 010 2002',
      code: '246810',
      time: new Date(now - 120_000).toISOString(),
      expiresAt: new Date(now + 180_000).toISOString(),
      status: 'passed',
      tenantId: 't-acme',
      psaId: 'acme-cw',
      ticketId: '1003',
      ticketNumber: 'T1003',
      contactId: 'acme-cw-co1-ct2',
      companyId: 'acme-cw-co1',
      contactName: 'Bob Martinez',
      inspectorName: 'Dana Duo',
      inspectorId: 'u-duo',
      note: 'Phone replaced',
      request: 'PasswordReset',
      callId: 'call-story-dana',
      wrongAttempts: 0,
      link: null,
      verifyLink: null,
      message: null,
      record: null,
    });
    approvalLedgerOf(storySandbox.state).approvals.unshift({
      id: 'ap-story-dana',
      validationId: 'v-story-dana',
      psaId: 'acme-cw',
      contactId: 'acme-cw-co1-ct2',
      contactName: 'Bob Martinez',
      ticketId: '1003',
      request: 'PasswordReset',
      callId: 'call-story-dana',
      methods: ['SMS'],
      requester: { id: 'u-duo', name: 'Dana Duo' },
      approver: { id: 'u-mfa', name: 'Max Factor' },
      reason: 'Caller says the phone was replaced',
      requestedAt: new Date(now - 60_000).toISOString(),
      expiresAt: new Date(now + 9 * 60_000).toISOString(),
      state: 'requested',
      answer: null,
    });
    return {};
  };
}

/** Bob, verified from Alice's ticket (so not the ticket's contact): the note, the code, then the hold. */
const meta: Meta<typeof PanelStory> = {
  title: 'Verification/Manager approval',
  component: PanelStory,
  args: { who: 'bob', ticketId: '1001', isTicketContact: false },
  loaders: [signedInAs('u-tech'), approvalForOtherContacts()],
};
export default meta;
type Story = StoryObj<typeof PanelStory>;

async function heldCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Note/), 'Caller is the office manager');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code by SMS' }));
  await canvas.findByText('Code sent');
  await userEvent.type(canvas.getByLabelText('Verification code'), (await latestSend()).code ?? '');
  await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
  await canvas.findByText("A manager's approval is needed");
  return canvas;
}

async function asked(canvasElement: HTMLElement) {
  const canvas = await heldCode(canvasElement);
  await waitFor(() => expect(canvas.getByRole('option', { name: 'Max Factor' })).toBeInTheDocument());
  await userEvent.selectOptions(canvas.getByLabelText('Approver'), 'Max Factor');
  await userEvent.type(canvas.getByLabelText('Reason'), 'Verifying for a colleague');
  await userEvent.click(canvas.getByRole('button', { name: 'Ask for approval' }));
  await canvas.findByText('Awaiting approval by Max Factor.');
  return canvas;
}

async function answerAsApprover(decision: 'approve' | 'deny', reason: string) {
  const [request] = approvalLedgerOf(storySandbox.state).approvals;
  await fetch(`/__sandbox/approvals/${request!.id}/${decision}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason }),
  });
}

/** The right code, held: the approvers to choose from (never the technician), the reason, and no "verified". */
export const ApprovalNeeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await heldCode(canvasElement);
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Dana Duo' })).toBeInTheDocument());
    await expect(canvas.queryByRole('option', { name: 'Tess Tech' })).toBeNull();
    await expect(canvas.queryByText('Bob Martinez is verified')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for approval' }));
    await expect(canvas.getByText('Choose who approves this verification.')).toBeVisible();
    await expect(canvas.getByText('Say why you need this approval.')).toBeVisible();
  },
};
export const ApprovalNeededNarrow320Dark: Story = { ...ApprovalNeeded, args: { width: 320, theme: 'dark' } };

export const AwaitingApproval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await asked(canvasElement);
    await expect(canvas.getByLabelText('Time left')).toHaveTextContent(/^(10|9):\d\d$/);
  },
};
export const AwaitingApprovalNarrow320Dark: Story = { ...AwaitingApproval, args: { width: 320, theme: 'dark' } };

/** Max approves from his email: the pod hears it live and shows the recorded verification with his name. */
export const ApprovedLive: Story = {
  args: { live: true },
  loaders: [carrySandboxEventsToLiveHub()],
  play: async ({ canvasElement }) => {
    const canvas = await asked(canvasElement);
    await answerAsApprover('approve', 'Known caller');
    await expect(await canvas.findByText('Bob Martinez is verified')).toBeVisible();
    // In the result and on the history line: the approver and the reason, in every trace.
    await expect(
      canvas.getByText('Approved by Max Factor: Known caller', { selector: '.verification__result p' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Approved by Max Factor: Known caller', { selector: '.verification__history-meta' }),
    ).toBeVisible();
  },
};
export const ApprovedLiveNarrow320Dark: Story = { ...ApprovedLive, args: { width: 320, theme: 'dark', live: true } };

/** Denied (read by the pod's polling: no hub here): nothing recorded, Start over is the way on. */
export const ApprovalDenied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await asked(canvasElement);
    await answerAsApprover('deny', 'Not on the account');
    await pollNow(PUSH_POLL_MS);
    await expect(await canvas.findByText('Approval denied')).toBeVisible();
    await expect(canvas.getByText('Denied by Max Factor: Not on the account')).toBeVisible();
    await expect(canvas.getByText('Nothing was recorded: Bob Martinez is not verified.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ask again' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Start over' })).toHaveFocus());
  },
};
export const ApprovalDeniedNarrow320Dark: Story = { ...ApprovalDenied, args: { width: 320, theme: 'dark' } };

/** Nobody answered in time (the approvals' clock moved on): Ask again offers the same held check. */
export const ApprovalExpired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await asked(canvasElement);
    await fetch('/__sandbox/approvals/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ minutes: '11' }),
    });
    await pollNow(PUSH_POLL_MS);
    await expect(await canvas.findByText('Approval request expired')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask again' }));
    await expect(await canvas.findByRole('button', { name: 'Ask for approval' })).toBeEnabled();
  },
};
export const ApprovalExpiredNarrow320Dark: Story = { ...ApprovalExpired, args: { width: 320, theme: 'dark' } };

/** Dana's request on Bob is open: this pod says whose answer it waits for, and a second request is refused. */
export const AnotherTechniciansRequest: Story = {
  loaders: [anotherTechniciansRequest()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Awaiting approval by Max Factor.')).toBeVisible();
    await expect(canvas.getByText(/Dana Duo asked on Bob Martinez's verification/)).toBeVisible();
  },
};
export const AnotherTechniciansRequestNarrow320Dark: Story = {
  ...AnotherTechniciansRequest,
  args: { width: 320, theme: 'dark' },
};
