import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { signedOut } from '../../.storybook/sessions';
import { StoryApp } from '../../.storybook/StoryApp';

const SESSION_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** /externalLogin: the normal-browser side of the ConnectWise embedded sign-in. */
const meta: Meta<typeof StoryApp> = {
  title: 'Sign-in/External auth page',
  component: StoryApp,
  args: { route: `/externalLogin?type=Google&sessionId=${SESSION_ID}` },
  loaders: [signedOut()],
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};

export const Microsoft: Story = { args: { route: `/externalLogin?type=Microsoft&sessionId=${SESSION_ID}` } };

/** The provider is under way (its settings never answer). */
export const Working: Story = {
  parameters: { msw: [http.get('*/api/Account/get-google-api-settings', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  },
};

export const InvalidLink: Story = {
  args: { route: '/externalLogin?type=Facebook' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This sign-in link is not valid')).toBeVisible();
  },
};

export const NarrowDark: Story = { args: { width: 320, theme: 'dark' } };
