import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { bindFeatureOnce } from '@features/api/testing';
import { verificationReportBindings } from '../bindings';
import { VerificationReportPage } from './VerificationReportPage';

interface PageStoryProps {
  width?: number;
  theme?: 'light' | 'dark';
  /** The filter in the address (`&filter.result=failed`). */
  filter?: string;
}

function PageStory({ width, theme, filter = '' }: PageStoryProps) {
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => bindFeatureOnce(container, 'verificationReport', verificationReportBindings)}
    >
      <MemoryRouter initialEntries={[`/pod/connectwise/acme-cw?ticketId=1001&page=verificationReport${filter}`]}>
        <VerificationReportPage />
      </MemoryRouter>
    </StoryServices>
  );
}

/** The verification report against the in-browser sandbox's 10,000 seeded attempts, every state. */
const meta: Meta<typeof PageStory> = {
  title: 'Features/Verification Report',
  component: PageStory,
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof PageStory>;

const rowsShown = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: 'Verification attempts' });
  await within(table).findAllByRole('cell', { name: /Tess Tech|Max Factor|Sam Single|Dana Duo/ });
};

export const Wide1280Light: Story = { args: { theme: 'light' }, play: ({ canvasElement }) => rowsShown(canvasElement) };
export const Wide1280Dark: Story = { args: { theme: 'dark' }, play: ({ canvasElement }) => rowsShown(canvasElement) };
export const Narrow320Light: Story = {
  args: { width: 320, theme: 'light' },
  play: ({ canvasElement }) => rowsShown(canvasElement),
};
export const Narrow320Dark: Story = {
  args: { width: 320, theme: 'dark' },
  play: ({ canvasElement }) => rowsShown(canvasElement),
};

export const ReversedRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement);
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-20');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The start date is after the end date');
    await expect(canvas.getByText(/the filter above has a problem/)).toBeVisible();
  },
};

/** An address with values the report cannot show: put right, and said. */
export const AddressPutRight: Story = {
  args: { filter: '&filter.from=1900-01-01&filter.result=won' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement);
    await expect(await canvas.findByText('The address was put right')).toBeVisible();
  },
};

/** The company filter: each company once, sorted, named with its PSA where two share a name. */
export const CompanyFilter: Story = {
  play: async ({ canvasElement }) => {
    const company = await within(canvasElement).findByLabelText('Company');
    await within(company).findByRole('option', { name: 'Contoso Dental · ConnectWise' });
    const names = within(company)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names.indexOf('Contoso Dental · Autotask')).toBeLessThan(
      names.indexOf('Contoso Dental · ConnectWise'),
    );
    await expect(names).toContain('Fabrikam Holdings');
  },
};

export const Empty: Story = {
  parameters: {
    msw: [
      http.get('*/api/VerificationReport/attempts', () => HttpResponse.json([], { headers: { 'x-total-count': '0' } })),
      http.get('*/api/VerificationReport/totals', () =>
        HttpResponse.json({ attempts: 0, verified: 0, failed: 0, lockedOut: 0, medianSecondsToVerified: null }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No attempts match this filter.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/VerificationReport/attempts', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Verification attempts' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: {
    msw: [
      http.get('*/api/VerificationReport/attempts', () =>
        HttpResponse.json({ message: 'The report service is down.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The report service is down.')).toBeVisible();
  },
};
