import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { bindFeatureOnce } from '@features/api/testing';
import type { FeaturePodContext } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { quickTicketBindings } from '../bindings';
import { QuickTicketPage } from './QuickTicketPage';

interface PageStoryProps {
  /** A contact of Contoso Dental (defaults filled in) or a contact with no company known. */
  contact: 'bob' | 'none';
  width?: number;
  theme?: 'light' | 'dark';
}

function podFor(contact: 'bob' | 'none'): FeaturePodContext {
  return contact === 'bob'
    ? {
        psa: null,
        psaId: 'acme-cw',
        screen: 'contact',
        ticket: null,
        company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
        contact: ContactMother.bob(),
        ready: true,
      }
    : { psa: null, psaId: 'acme-cw', screen: 'contact', ticket: null, company: null, contact: null, ready: true };
}

function PageStory({ contact, width, theme }: PageStoryProps) {
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => bindFeatureOnce(container, 'quickTicket', quickTicketBindings)}
    >
      <QuickTicketPage pod={podFor(contact)} />
    </StoryServices>
  );
}

/** Quick Ticket in a ConnectWise contact pod, every state, against the in-browser sandbox. */
const meta: Meta<typeof PageStory> = {
  title: 'Features/Quick Ticket',
  component: PageStory,
  args: { contact: 'bob' },
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof PageStory>;

type Canvas = ReturnType<typeof within>;
const select = (canvas: Canvas, name: string) =>
  canvas.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;

async function ready(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await waitFor(() => expect(select(canvas, 'Contact').selectedOptions[0]?.text).toBe('Bob Martinez'));
  await waitFor(() => expect(select(canvas, 'Service board')).toBeEnabled());
  await waitFor(() => expect(select(canvas, 'Priority')).toBeEnabled());
  return canvas;
}

async function fillIn(canvas: Canvas) {
  await userEvent.selectOptions(select(canvas, 'Service board'), 'Service Desk');
  await waitFor(() => expect(select(canvas, 'Type')).toBeEnabled());
  await userEvent.selectOptions(select(canvas, 'Type'), 'Network');
  await userEvent.selectOptions(select(canvas, 'Subtype'), 'VPN');
  await userEvent.selectOptions(select(canvas, 'Item'), 'Cannot connect');
  await userEvent.selectOptions(select(canvas, 'Priority'), 'Priority 2 - Quick Response');
  await userEvent.type(canvas.getByLabelText(/^Summary/), 'VPN drops every hour');
}

export const DefaultsFromTheContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(select(canvas, 'Company').selectedOptions[0]?.text).toBe('Contoso Dental');
    await expect(select(canvas, 'Subtype')).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { contact: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(select(canvas, 'Company')).toBeEnabled());
    await expect(select(canvas, 'Company').value).toBe('');
    await expect(select(canvas, 'Contact')).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/TicketCreate/:psaId/connectwise/companies', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(select(within(canvasElement), 'Company').selectedOptions[0]?.text).toBe('Loading…'));
  },
};

export const LookupFailed: Story = {
  parameters: {
    msw: [
      http.get('*/api/Integration/:psaId/service-boards', () =>
        HttpResponse.json({ message: 'ConnectWise is not answering.' }, { status: 502 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Service board could not be loaded: ConnectWise is not answering\./),
    ).toBeVisible();
  },
};

export const LongListSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search company' }), 'client 12');
    await expect(select(canvas, 'Company').options).toHaveLength(12);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    await expect(await canvas.findAllByText('Required')).toHaveLength(3);
    await userEvent.type(canvas.getByLabelText(/^Summary/), 'x'.repeat(101));
    await expect(await canvas.findByText('At most 100 characters')).toBeVisible();
  },
};

export const CreateFailed: Story = {
  parameters: {
    msw: [
      http.post('*/api/TicketCreate/:psaId/connectwise/createTicket', () =>
        HttpResponse.json({ message: 'ConnectWise is not answering.' }, { status: 502 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ConnectWise is not answering.');
    await expect(canvas.getByLabelText(/^Summary/)).toHaveValue('VPN drops every hour');
  },
};

export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Ticket #T\d+ created/);
    await expect(canvas.getByRole('link', { name: /Open ticket #T\d+/ })).toBeVisible();
  },
};

export const Narrow320: Story = {
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await fillIn(await ready(canvasElement));
  },
};

export const DarkNarrow320: Story = {
  args: { theme: 'dark', width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    await canvas.findAllByText('Required');
  },
};
