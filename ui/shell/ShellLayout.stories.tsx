import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryApp } from '@storybook-host/StoryApp';

/** The shell around a ConnectWise pod, signed in as the sandbox's Pro technician. */
const meta: Meta<typeof StoryApp> = {
  title: 'Shell/ConnectWise pod',
  component: StoryApp,
  args: { route: '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket' },
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    // The pod's card may name Tess Tech too (as a verifier in the history): look in the bar only.
    await expect(await within(canvasElement).findByLabelText('Signed in as')).toHaveTextContent(/Tess Tech/);
  },
};

export const LoadingUser: Story = {
  parameters: {
    msw: [
      http.get('*/api/User/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
};

export const UserLoadFailed: Story = {
  parameters: {
    msw: [http.get('*/api/User/:id', () => HttpResponse.json({ message: 'Database is down.' }, { status: 503 }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your account could not be loaded')).toBeVisible();
  },
};

export const Narrow320: Story = { args: { width: 320 } };

/** Under 600 px the open sidebar lies over the pod: the content keeps its width. */
export const Narrow320SidebarOpen: Story = {
  tags: ['browser'],
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Signed in as');
    const main = canvasElement.querySelector('#main-content')!;
    const before = main.getBoundingClientRect().width;
    await userEvent.click(await canvas.findByRole('button', { name: 'Expand sidebar' }));
    await expect(await canvas.findByText('Sign out')).toBeVisible();
    await expect(main.getBoundingClientRect().width).toBe(before);
  },
};

export const Narrow400: Story = { args: { width: 400 } };

export const Dark: Story = { args: { theme: 'dark' } };

export const DarkNarrow320: Story = { args: { theme: 'dark', width: 320 } };
