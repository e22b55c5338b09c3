import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryApp } from '@storybook-host/StoryApp';
import { storySandbox } from '@storybook-host/storySandbox';
import { withoutLaterFeatures } from '@tests/support/specFeatures';

/** A ConnectWise ticket of the tenant (real seeded ids, so the pod can load it). */
function podOf(alias: string): string {
  const ticket = storySandbox.state.world.tickets.find(
    (t) => t.psaId === `${alias}-cw` && t.contactId && t.kind === 'ticket',
  );
  return `/pod/connectwise/${alias}-cw?ticketId=${ticket?.id ?? ''}&screen=ticket`;
}

/** Spec section 6 on a ConnectWise ticket, per plan (features added after the spec are left out of the comparison). */
const PLANS = {
  Free: { user: 'u-free', alias: 'free', features: ['End User Verification', 'Secure Data Sharing'] },
  VerificationPlus: {
    user: 'u-plus',
    alias: 'bolt',
    features: ['End User Verification', 'Secure Data Sharing', 'Technician Verification'],
  },
  Pro: {
    user: 'u-tech',
    alias: 'acme',
    features: [
      'End User Verification',
      'Client Portal Chats',
      'Secure Data Sharing',
      'Technician Verification',
      'SMS Messaging',
    ],
  },
} as const;

/** The shell around a ConnectWise pod for each plan, at 320 px, 400 px and full width, light and dark. */
const meta: Meta<typeof StoryApp> = {
  title: 'Shell/Plans',
  component: StoryApp,
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

function story(plan: keyof typeof PLANS, width: number | undefined, theme: 'light' | 'dark'): Story {
  const { user, alias, features } = PLANS[plan];
  return {
    args: { route: podOf(alias), width, theme },
    loaders: [signedInAs(user)],
    play: async ({ canvasElement }) => {
      const nav = await within(canvasElement).findByRole('navigation', { name: 'Features' });
      await waitFor(() =>
        expect(
          withoutLaterFeatures(
            within(nav)
              .getAllByRole('button')
              .map((b) => b.getAttribute('aria-label') ?? ''),
          ),
        ).toEqual(['Expand sidebar', 'Home', ...features, 'Sign out']),
      );
    },
  };
}

export const FreeNarrow320: Story = story('Free', 320, 'light');
export const FreeNarrow320Dark: Story = story('Free', 320, 'dark');
export const Free400: Story = story('Free', 400, 'light');
export const Free400Dark: Story = story('Free', 400, 'dark');
export const FreeFull: Story = story('Free', undefined, 'light');
export const FreeFullDark: Story = story('Free', undefined, 'dark');
export const PlusNarrow320: Story = story('VerificationPlus', 320, 'light');
export const PlusNarrow320Dark: Story = story('VerificationPlus', 320, 'dark');
export const Plus400: Story = story('VerificationPlus', 400, 'light');
export const Plus400Dark: Story = story('VerificationPlus', 400, 'dark');
export const PlusFull: Story = story('VerificationPlus', undefined, 'light');
export const PlusFullDark: Story = story('VerificationPlus', undefined, 'dark');
export const ProNarrow320: Story = story('Pro', 320, 'light');
export const ProNarrow320Dark: Story = story('Pro', 320, 'dark');
export const Pro400: Story = story('Pro', 400, 'light');
export const Pro400Dark: Story = story('Pro', 400, 'dark');
export const ProFull: Story = story('Pro', undefined, 'light');
export const ProFullDark: Story = story('Pro', undefined, 'dark');

/** Expanded sidebar in a 320 px pod: the text fits beside the page. */
export const ProExpanded320: Story = {
  ...story('Pro', 320, 'light'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Expand sidebar' }));
    await expect(await canvas.findByText('Technician Verification')).toBeVisible();
  },
};

/** A feature page opened from the sidebar (its chunk loads on demand). */
export const FeaturePageOpened: Story = {
  ...story('Pro', 400, 'dark'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Technician Verification' }));
    await expect(await canvas.findByRole('heading', { name: 'History' })).toBeVisible();
  },
};

/** The help menu open: Knowledge Base, Support with its copy icon, and the Dark Mode switch. */
export const HelpMenuOpen: Story = {
  ...story('Pro', 320, 'light'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Help and settings' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('switch', { name: 'Dark Mode' })).toBeInTheDocument();
    // The popover fades in: visible once its transition ends.
    await waitFor(() => expect(body.getByRole('button', { name: 'Copy support address' })).toBeVisible());
  },
};
