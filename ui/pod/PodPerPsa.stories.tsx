import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryApp } from '@storybook-host/StoryApp';

/** A loaded pod for each PSA besides ConnectWise (whose every state is in PodPage.stories). */
const meta: Meta<typeof StoryApp> = {
  title: 'Pods/Loaded per PSA',
  component: StoryApp,
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

/** A story that opens a pod URL and expects the contact's name as the card's heading. */
function loaded(route: string, name: string): Story {
  return {
    args: { route },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('heading', { name })).toBeVisible();
    },
  };
}

// Ticket ids follow the seeded world's order (sandbox/world/seedWorld.ts): ten per PSA, twelve for ConnectWise (its project tickets).
export const Autotask = loaded('/pod/autotask/acme-at?ticketId=1013&screen=ticket', 'Alice Johnson');
export const AutotaskWidget = loaded('/widget/autotask/acme-at?ticketId=1014', 'Bob Martinez');
export const Halo = loaded('/pod/halo/acme-halo?ticketId=1023&screen=ticket', 'Alice Johnson');
export const FreshServiceFullSize = loaded('/pod/freshservice/acme-fs/fullSize?ticketId=1033', 'Alice Johnson');
export const Zendesk = loaded('/pod/zendesk/acme-zd?ticketId=1044&screen=ticket', 'Bob Martinez');
export const Syncro = loaded('/pod/syncro/acme-syncro?ticketId=1053', 'Alice Johnson');
export const SuperOps = loaded('/pod/superOps/acme-superops?ticketId=1063', 'Alice Johnson');
export const Kaseya = loaded('/pod/kaseya/acme-kaseya?ticketId=acme-kaseya-co1-ct3&screen=contact', 'Carol Nguyen');
export const Microsoft365 = loaded(
  '/pod/microsoft365/acme-m365?ticketId=acme-m365-co2-ct1&screen=contact',
  'Alice Johnson',
);
export const ImportIntegration = loaded(
  '/pod/importintegration/acme-import?ticketId=acme-import-co1-ct2&screen=contact',
  'Bob Martinez',
);
