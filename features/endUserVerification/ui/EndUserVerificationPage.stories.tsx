import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { connectWisePsa } from '@adapters/psa/connectwise/connectWisePsa';
import { bindFeatureOnce } from '@features/api/testing';
import type { Contact, FeaturePodContext } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { verificationBindings } from '../bindings';
import { EndUserVerificationPage } from './EndUserVerificationPage';

interface PageStoryProps {
  /** Where the page is opened: a ConnectWise ticket with Bob, a ticket with no contact, or no pod. */
  where: 'ticket' | 'noContact' | 'noPod';
  width?: number;
  theme?: 'light' | 'dark';
}

/** The feature page as the shell hands it a pod context (the pod's card embeds it under the contact). */
function PageStory({ where, width, theme }: PageStoryProps) {
  const [contact, setContact] = useState<Contact | null>(() => (where === 'ticket' ? ContactMother.bob() : null));
  const pod: FeaturePodContext = {
    psa: where === 'noPod' ? null : connectWisePsa,
    psaId: where === 'noPod' ? null : 'acme-cw',
    screen: 'ticket',
    ticket: where === 'noPod' ? null : { id: '1002', number: 'T1002' },
    company: where === 'noPod' ? null : { id: 'acme-cw-co1', name: 'Contoso Dental' },
    contact,
    ready: true,
    isTicketContact: true,
    onContactChange: setContact,
  };
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => bindFeatureOnce(container, 'endUserVerification', verificationBindings)}
    >
      <EndUserVerificationPage pod={pod} />
    </StoryServices>
  );
}

const meta: Meta<typeof PageStory> = {
  title: 'Verification/End User Verification page',
  component: PageStory,
  args: { where: 'ticket' },
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const OnATicket: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'End User Verification' })).toBeVisible();
  },
};
export const OnATicketNarrow320Dark: Story = { args: { width: 320, theme: 'dark' } };
export const NoContactYet: Story = {
  args: { where: 'noContact' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There is no contact to verify yet.')).toBeVisible();
  },
};
export const OutsideAPod: Story = {
  args: { where: 'noPod', width: 320 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Open this app from a ticket or a contact/)).toBeVisible();
  },
};
