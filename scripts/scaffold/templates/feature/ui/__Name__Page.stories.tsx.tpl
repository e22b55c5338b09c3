import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { bindFeatureOnce } from '@features/api/testing';
import { ContactMother } from '@core/testing/ContactMother';
import type { FeaturePodContext } from '@features/api/core';
import { __name__Bindings } from '../bindings';
import { __Name__Page } from './__Name__Page';

interface PageStoryProps {
  /** Alice has the sandbox's seeded item; Bob has none; none is a pod without a contact. */
  contact: 'alice' | 'bob' | 'none';
  width?: number;
  theme?: 'light' | 'dark';
}

function PageStory({ contact, width, theme }: PageStoryProps) {
  const pod: FeaturePodContext = {
    psa: null,
    psaId: 'acme-cw',
    screen: 'ticket',
    ticket: { id: '1001', number: 'T1001' },
    company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
    contact: contact === 'none' ? null : ContactMother[contact](),
    ready: true,
  };
  return (
    <StoryServices width={width} theme={theme} configure={(container) => bindFeatureOnce(container, '__id__', __name__Bindings)}>
      <__Name__Page pod={pod} />
    </StoryServices>
  );
}

/** __title__ on a ConnectWise ticket, every state, against the in-browser sandbox. */
const meta: Meta<typeof PageStory> = {
  title: 'Features/__title__',
  component: PageStory,
  args: { contact: 'alice' },
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Items of Alice Johnson' });
    await expect(within(list).getByText('A first item, seeded by the sandbox.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { contact: 'bob' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items for Bob Martinez yet.')).toBeVisible();
  },
};

export const NoContact: Story = {
  args: { contact: 'none' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This pod has no contact: open a ticket with a contact, or a contact.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/__Name__/:psaId/contacts/:contactId/items', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: [http.get('*/api/__Name__/:psaId/contacts/:contactId/items', () => HttpResponse.json({ message: 'The items service is down.' }, { status: 503 }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The items service is down.');
  },
};

export const Narrow320Dark: Story = {
  args: { width: 320, theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Items of Alice Johnson' });
    const frame = within(canvasElement).getByTestId('story-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
