import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedOut } from '@storybook-host/sessions';
import { StoryApp } from '@storybook-host/StoryApp';

/** The sign-in screen (/login) in each of its states. */
const meta: Meta<typeof StoryApp> = {
  title: 'Sign-in/Login screen',
  component: StoryApp,
  args: { route: '/login' },
  loaders: [signedOut()],
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Login' });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText('Email');
    await expect(email).toHaveFocus(); // the cursor starts in Email
    await userEvent.type(email, 'not-an-email');
    await expect(canvas.queryByText('Incorrect email format')).toBeNull(); // not while typing
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Incorrect email format')).toBeVisible();
    await expect(await canvas.findByText('Required')).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: {
    msw: [
      http.post('*/api/Token', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'tech@sandbox.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'sandbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('button', { name: /Login/ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: [
      http.post('*/api/Token', () =>
        HttpResponse.json({ message: 'The sign-in service is down for maintenance.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'tech@sandbox.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'sandbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    // Said on the form, where a narrow pod has room for it (a toast would cover the fields).
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The sign-in service is down for maintenance.');
  },
};

/** The password was right but the account needs its MFA code: said inline, the cursor in the MFA field. */
export const MfaNeeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'mfa@sandbox.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'sandbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('This account needs the MFA code from your authenticator app.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/MFA Code/)).toHaveFocus());
  },
};

/** A 401 mid-session on a ConnectWise pod: the sign-in screen says so and names the ticket. */
export const SessionEnded: Story = {
  args: { route: '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket' },
  loaders: [
    async () => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('token', 'sbx.expired');
      localStorage.setItem('refreshToken', 'r');
      localStorage.setItem('userId', 'u-tech');
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your session ended')).toBeVisible();
    await expect(canvas.getByText('Sign in again to return to ticket 1001 in ConnectWise.')).toBeVisible();
  },
};

export const SessionEndedNarrow320: Story = { ...SessionEnded, args: { ...SessionEnded.args, width: 320 } };

/** A pod address naming an integration the app does not know. */
export const UnknownIntegration: Story = {
  args: { route: '/pod/acmepsa/x-1?ticketId=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This integration is not supported')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  },
};

export const Narrow320: Story = { args: { width: 320 } };

export const Narrow400: Story = { args: { width: 400 } };

export const Dark: Story = { args: { theme: 'dark' } };

export const DarkNarrow320: Story = { args: { theme: 'dark', width: 320 } };

/** Google's sign-in is under way (the settings call never answers): every button waits. */
export const GooglePending: Story = {
  parameters: {
    msw: [
      http.get('*/api/Account/get-google-api-settings', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Google' }));
    await expect(await canvas.findByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

/** Google's settings fail: the message reaches the technician and the buttons come back. */
export const GoogleFailed: Story = {
  parameters: {
    msw: [
      http.get('*/api/Account/get-google-api-settings', () =>
        HttpResponse.json({ message: 'Google sign-in is turned off for this tenant.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Google sign-in is turned off for this tenant.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled());
  },
};

/** Microsoft's settings fail (Storybook runs no OpenID provider): the sandbox's message is said on the form. */
export const MicrosoftUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Microsoft' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Microsoft sign-in is not running in this sandbox/,
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled());
  },
};
