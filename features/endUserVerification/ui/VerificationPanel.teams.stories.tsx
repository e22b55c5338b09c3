import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import type { Contact } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { bindFeatureOnce } from '@features/api/testing';
import { verificationBindings } from '../bindings';
import type { VerificationContext } from '../core/VerificationContext';
import { VerificationPanel } from './VerificationPanel';

interface TeamsStoryProps {
  /** Alice's Microsoft tenant has onboarded (ticket 1001); Bob's has not (ticket 1002). */
  who: 'alice' | 'bob';
  width?: number;
  theme?: 'light' | 'dark';
}

const TICKETS = { alice: '1001', bob: '1002' } as const;

/** The panel on the contact's own ticket, as the pod mounts it. */
function TeamsStory({ who, width, theme }: TeamsStoryProps) {
  const [contact, setContact] = useState<Contact>(() => ContactMother[who]());
  const context: VerificationContext = {
    psaId: 'acme-cw',
    ticketId: TICKETS[who],
    companyId: 'acme-cw-co1',
    isTicketContact: true,
  };
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => bindFeatureOnce(container, 'endUserVerification', verificationBindings)}
    >
      <VerificationPanel contact={contact} context={context} onContactChange={setContact} />
    </StoryServices>
  );
}

/** A code by Teams: offered where the contact's Microsoft tenant has onboarded, then checked like any code. */
const meta: Meta<typeof TeamsStory> = {
  title: 'Verification/Verification panel: code by Teams',
  component: TeamsStory,
  args: { who: 'alice' },
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof TeamsStory>;

/** The code the contact read in Teams (the console's Teams view). */
async function latestTeamsCode(): Promise<string> {
  const rows = (await (await fetch('/__sandbox/outbox/teams')).json()) as Array<{ code: string }>;
  if (!rows[0]) throw new Error('No code was sent by Teams.');
  return rows[0].code;
}

async function sendByTeams(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Send code by Teams' }));
  await expect(await canvas.findByText(/Code sent by Teams to Alice Johnson\./)).toBeVisible();
  return canvas;
}

export const Offered: Story = {
  args: { width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Send code by Teams' })).toBeEnabled();
  },
};

export const OfferedNarrow320Dark: Story = { ...Offered, args: { width: 320, theme: 'dark' } };

export const NotOnboarded: Story = {
  args: { who: 'bob', width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Send code by SMS' });
    // Offered, disabled, with the reason beside it: a missing method says why.
    await expect(canvas.getByRole('button', { name: 'Send code by Teams' })).toBeDisabled();
    await expect(
      canvas.getByText(
        "Bob Martinez's Microsoft tenant has not onboarded: no Teams code or Microsoft push can reach them.",
      ),
    ).toBeVisible();
  },
};

export const NotOnboardedNarrow320Dark: Story = { ...NotOnboarded, args: { who: 'bob', width: 320, theme: 'dark' } };

export const CodeSent: Story = {
  args: { width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = await sendByTeams(canvasElement);
    await expect(canvas.getByLabelText('Time left')).toHaveTextContent(/^[45]:\d\d$/);
    await waitFor(() => expect(canvas.getByLabelText('Verification code')).toHaveFocus());
  },
};

export const CodeSentNarrow320: Story = { ...CodeSent, args: { width: 320 } };
export const CodeSentDark: Story = { ...CodeSent, args: { width: 1280, theme: 'dark' } };
export const CodeSentNarrow320Dark: Story = { ...CodeSent, args: { width: 320, theme: 'dark' } };

export const Verified: Story = {
  args: { width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = await sendByTeams(canvasElement);
    await userEvent.type(canvas.getByLabelText('Verification code'), await latestTeamsCode());
    await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
    await expect(await canvas.findByText('Alice Johnson is verified')).toBeVisible();
    await expect(canvas.getByText('Teams code (alice.johnson@contoso.example).')).toBeVisible();
  },
};

export const VerifiedNarrow320Dark: Story = { ...Verified, args: { width: 320, theme: 'dark' } };

export const SendRefused: Story = {
  args: { width: 1280 },
  parameters: {
    msw: [
      http.post('*/api/PsaContactValidation/send', () =>
        HttpResponse.json({ message: 'Teams is not answering. Try again in a minute.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code by Teams' }));
    await expect(
      await within(document.body).findByText('Teams is not answering. Try again in a minute.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send code by Teams' })).toBeEnabled();
    await expect(canvas.queryByText(/Code sent/)).toBeNull();
  },
};

export const SendRefusedNarrow320Dark: Story = { ...SendRefused, args: { width: 320, theme: 'dark' } };
