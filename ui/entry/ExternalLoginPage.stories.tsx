import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedOut } from '@storybook-host/sessions';
import { StoryApp } from '@storybook-host/StoryApp';

const SESSION_ID = 'qL3v1Zr6oXw2T9pKs8nYb4cHd7fGj0mEaU5iRtWxQzM';

/** /externalLogin: the normal-browser side of the ConnectWise embedded sign-in. */
const meta: Meta<typeof StoryApp> = {
  title: 'Sign-in/External auth page',
  component: StoryApp,
  args: { route: `/externalLogin?type=Google#sessionId=${SESSION_ID}` },
  loaders: [signedOut()],
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

/** The code is shown; the technician compares it with the one in ConnectWise before anything is sent. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The code is derived asynchronously; the button is enabled in the same step, not before.
    await expect(await canvas.findByLabelText(/^Confirmation code \d{3} \d{3}$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'The codes match: continue with Google' })).toBeEnabled();
  },
};

/** The technician said the codes differ: nothing is sent. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'The codes differ, or I did not start this' }));
    await expect(await canvas.findByText('Nothing was sent')).toBeVisible();
  },
};

export const Microsoft: Story = { args: { route: `/externalLogin?type=Microsoft#sessionId=${SESSION_ID}` } };

/** The provider is under way (its settings never answer). */
export const Working: Story = {
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
    await canvas.findByLabelText(/^Confirmation code \d{3} \d{3}$/);
    const button = canvas.getByRole('button', { name: 'The codes match: continue with Google' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'The codes match: continue with Google' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'The codes match: continue with Google' })).toBeDisabled();
  },
};

export const InvalidLink: Story = {
  args: { route: '/externalLogin?type=Facebook' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This sign-in link is not valid')).toBeVisible();
  },
};

export const NarrowDark: Story = { args: { width: 320, theme: 'dark' } };
