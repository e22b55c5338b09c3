import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { storySandbox } from '@storybook-host/storySandbox';
import { fetchLinkApi } from './linkApi';
import { LinkPage } from './LinkPage';

interface LinkStoryProps {
  /** The phone's width in px; full width when absent. */
  width?: number;
  theme?: 'light' | 'dark';
  /** No link at all (the page opened without a token). */
  noToken?: boolean;
}

interface LinkStoryLoaded {
  token: string | null;
  matchNumber: number;
}

/** A link Tess Tech (Acme MSP) just sent to Alice Johnson, from the in-browser sandbox (expired at once with `parameters.linkExpired`). */
function linkSentToAlice() {
  return async ({
    parameters,
  }: {
    parameters: { linkExpired?: boolean; [name: string]: unknown };
  }): Promise<LinkStoryLoaded> => {
    const session = storySandbox.state.issueSession('u-tech');
    const response = await fetch('/api/PsaContactValidation/sendLink', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        psaId: 'acme-cw',
        ticketId: '1001',
        contactId: 'acme-cw-co1-ct1',
        note: '',
        request: 'Other',
        callId: 'call-story',
        channel: 'sms',
        value: '+1 (555) 010-2001',
      }),
    });
    const { matchNumber } = (await response.json()) as { matchNumber: number };
    const rows = (await (await fetch('/__sandbox/outbox')).json()) as Array<{
      id: string;
      verifyLink: { url: string } | null;
    }>;
    if (parameters.linkExpired) await fetch(`/__sandbox/verification/${rows[0]!.id}/expire`, { method: 'POST' });
    return { token: new URL(rows[0]!.verifyLink!.url).hash.slice(1), matchNumber };
  };
}

function LinkStory({ width, theme, noToken, token }: LinkStoryProps & { token: string | null }) {
  const page = <LinkPage api={fetchLinkApi('/api')} token={noToken ? null : token} theme={theme} />;
  return width ? <div style={{ width, border: '1px dashed #8f99a8' }}>{page}</div> : page;
}

/** The page a verification link opens on the contact's phone, every step, against the in-browser sandbox. */
const meta: Meta<typeof LinkStory> = {
  title: 'Verification/Verification link page',
  loaders: [linkSentToAlice()],
  render: (args, { loaded }) => <LinkStory {...args} token={(loaded as LinkStoryLoaded).token} />,
};
export default meta;
type Story = StoryObj<typeof LinkStory>;

const matchOf = (loaded: unknown) => (loaded as LinkStoryLoaded).matchNumber;

export const AskedAboutTheCall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Are you on a call with Tess Tech from Acme MSP right now?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yes, continue' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'No, I did not ask for this' })).toBeEnabled();
  },
};
export const AskedAboutTheCallPhoneDark: Story = { ...AskedAboutTheCall, args: { width: 320, theme: 'dark' } };

export const ChoosingTheNumber: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, continue' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Choose the number Tess Tech reads out to you' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: String(matchOf(loaded)) })).toBeVisible();
  },
};
export const ChoosingTheNumberPhoneDark: Story = { ...ChoosingTheNumber, args: { width: 320, theme: 'dark' } };

export const Verified: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: String(matchOf(loaded)) }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you: you are verified' })).toBeVisible();
  },
};
export const VerifiedPhoneDark: Story = { ...Verified, args: { width: 320, theme: 'dark' } };

export const WrongNumber: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, continue' }));
    await canvas.findByRole('heading', { name: /Choose the number/ });
    const wrong = canvas.getAllByRole('button').find((b) => b.textContent !== String(matchOf(loaded)))!;
    await userEvent.click(wrong);
    await expect(await canvas.findByRole('heading', { name: 'That was not the number' })).toBeVisible();
  },
};
export const WrongNumberPhoneDark: Story = { ...WrongNumber, args: { width: 320, theme: 'dark' } };

export const NotOnTheCall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'No, I did not ask for this' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you for telling us' })).toBeVisible();
    await expect(canvas.getByText(/hang up and call Acme MSP on a number you know/)).toBeVisible();
  },
};
export const NotOnTheCallPhoneDark: Story = { ...NotOnTheCall, args: { width: 320, theme: 'dark' } };

export const Expired: Story = {
  parameters: { linkExpired: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This link has expired' })).toBeVisible();
  },
};
export const ExpiredPhoneDark: Story = { ...Expired, args: { width: 320, theme: 'dark' } };

export const NotAValidLink: Story = {
  args: { noToken: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  },
};
export const NotAValidLinkPhoneDark: Story = { ...NotAValidLink, args: { noToken: true, width: 320, theme: 'dark' } };

export const ServiceUnreachable: Story = {
  parameters: { msw: [http.post('*/api/PsaContactValidation/link/details', () => HttpResponse.error())] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The service could not be reached' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
export const ServiceUnreachablePhoneDark: Story = { ...ServiceUnreachable, args: { width: 320, theme: 'dark' } };
