import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { bindFeatureOnce } from '@features/api/testing';
import { approverPageBindings } from '../../approverPageBindings';
import { ApproverPage, NO_REQUESTS_TEXT } from './ApproverPage';

interface PageStoryProps {
  width?: number;
  theme?: 'light' | 'dark';
}

function PageStory({ width, theme }: PageStoryProps) {
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => bindFeatureOnce(container, 'verificationApprovals', approverPageBindings)}
    >
      <ApproverPage />
    </StoryServices>
  );
}

/** Two requests as the backend lists them for Max Factor: one on a ticket, one without a ticket or a company. */
function waiting() {
  const now = Date.now();
  const request = (id: string, minutesAgo: number, patch: Record<string, unknown>) => ({
    id,
    validationId: `v-${id}`,
    psaId: 'acme-cw',
    contactId: 'acme-cw-co1-ct2',
    contactName: 'Bob Martinez',
    ticketId: '1001',
    ticketNumber: 'T1001',
    companyName: 'Contoso Dental',
    request: 'PasswordReset',
    requester: { id: 'u-tech', name: 'Tess Tech' },
    approver: { id: 'u-mfa', name: 'Max Factor' },
    reason: 'Bob calls for Alice, who is on holiday; he is the office manager.',
    requestedAt: new Date(now - minutesAgo * 60_000).toISOString(),
    expiresAt: new Date(now + (10 - minutesAgo) * 60_000).toISOString(),
    state: 'requested',
    answer: null,
    ...patch,
  });
  return [
    request('ap-1', 2, {}),
    request('ap-2', 6, {
      contactId: 'acme-cw-co2-ct3',
      contactName: 'Carol Nguyen',
      ticketId: null,
      ticketNumber: null,
      companyName: null,
      request: 'MfaReset',
      requester: { id: 'u-duo', name: 'Dana Duo' },
      reason: 'Lost her phone',
    }),
  ];
}

const listed = [http.get('*/api/PendingVerificationApprovals', () => HttpResponse.json(waiting()))];

/** The approver page in every state, against the in-browser sandbox (the list and the refusal as the backend sends them). */
const meta: Meta<typeof PageStory> = {
  title: 'Features/Verification Approvals',
  component: PageStory,
  loaders: [signedInAs('u-mfa')],
  parameters: { msw: listed },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

const rowsShown = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Approval requests' });
  await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  await expect(within(list).getByText('#T1001')).toBeVisible();
};

export const Wide1280Light: Story = { args: { theme: 'light' }, play: ({ canvasElement }) => rowsShown(canvasElement) };
export const Wide1280Dark: Story = { args: { theme: 'dark' }, play: ({ canvasElement }) => rowsShown(canvasElement) };
export const Narrow320Light: Story = {
  args: { width: 320, theme: 'light' },
  play: ({ canvasElement }) => rowsShown(canvasElement),
};
export const Narrow320Dark: Story = {
  args: { width: 320, theme: 'dark' },
  play: ({ canvasElement }) => rowsShown(canvasElement),
};

export const Empty: Story = {
  parameters: { msw: [http.get('*/api/PendingVerificationApprovals', () => HttpResponse.json([]))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_REQUESTS_TEXT)).toBeVisible();
  },
};

/** The sandbox's own answer to Tess Tech, who is not an approver. */
export const NotAnApprover: Story = {
  loaders: [signedInAs('u-tech')],
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You are not an approver')).toBeVisible();
  },
};

export const Refusal: Story = {
  parameters: {
    msw: [
      ...listed,
      http.post('*/api/VerificationApprovals/:id/answer', () =>
        HttpResponse.json({ message: 'Dana Duo already approved this verification.' }, { status: 409 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bob = await canvas.findByRole('listitem', { name: 'Bob Martinez' });
    await userEvent.click(within(bob).getByRole('button', { name: 'Approve' }));
    await expect(await within(bob).findByRole('alert')).toHaveTextContent('Dana Duo already approved');
  },
};

export const DenyWithoutReason: Story = {
  play: async ({ canvasElement }) => {
    const bob = await within(canvasElement).findByRole('listitem', { name: 'Bob Martinez' });
    await userEvent.click(within(bob).getByRole('button', { name: 'Deny' }));
    await expect(within(bob).getByRole('textbox', { name: /Reason/ })).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/PendingVerificationApprovals', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading approval requests')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    msw: [
      http.get('*/api/PendingVerificationApprovals', () =>
        HttpResponse.json({ message: 'The approvals service is down.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The approvals service is down.')).toBeVisible();
  },
};
