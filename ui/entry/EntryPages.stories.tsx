import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedOut } from '@storybook-host/sessions';
import { StoryApp } from '@storybook-host/StoryApp';

/** The routes that carry a session, in the states a technician can see (the happy paths only flash a loader). */
const meta: Meta<typeof StoryApp> = {
  title: 'Sign-in/Entry links',
  component: StoryApp,
  args: { route: '/redirect?data=%7B%22UserId%22%3A%22u-tech%22%7D' },
  loaders: [signedOut()],
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

export const IncompleteRedirectData: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This sign-in link is incomplete')).toBeVisible();
  },
};

export const UnknownPsa: Story = {
  args: { route: '/external?psa=Jira&psaId=j-1&itemId=5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This integration is not supported')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  },
};

export const UnknownPsaNarrowDark: Story = {
  args: { route: '/external?psa=Jira&psaId=j-1', width: 320, theme: 'dark' },
};

export const IncompleteRedirectDataNarrow: Story = { args: { width: 320 } };

export const DuoDenied: Story = {
  args: { route: '/duoLogin?error=access_denied&error_description=The+push+was+denied.&state=x' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Duo sign-in did not finish')).toBeVisible();
  },
};

export const DuoDeniedNarrowDark: Story = {
  args: { route: '/duoLogin?error=timeout&state=x', width: 320, theme: 'dark' },
};
