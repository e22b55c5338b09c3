import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryApp } from '@storybook-host/StoryApp';
import { storySandbox } from '@storybook-host/storySandbox';

/** Every state of a pod, on ConnectWise (the other PSAs' loaded pods are in PodPerPsa.stories). */
const meta: Meta<typeof StoryApp> = {
  title: 'Pods/ConnectWise',
  component: StoryApp,
  args: { route: '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket' },
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

const showsAlice: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { name: 'Alice Johnson' })).toBeVisible();
};

export const Loaded: Story = { play: showsAlice };

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/ConnectwisePod/:psaId/ticket/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the ticket…')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { route: '/pod/connectwise/acme-cw?ticketId=424242&screen=ticket' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No ticket with id 424242 was found in ConnectWise.'),
    ).toBeVisible();
  },
};

/** A feature page of that pod says why it cannot open instead of loading forever (dark, 320 px). */
export const NotFoundFeaturePage: Story = {
  args: { route: '/pod/connectwise/acme-cw?ticketId=424242&screen=ticket', theme: 'dark', width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No ticket with id 424242 was found in ConnectWise.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Secure Data Sharing' }));
    await expect(await canvas.findByText('Secure Data Sharing opens once it is loaded.')).toBeVisible();
  },
};

/** At 1280 px a feature page lines up with the policies banner (the pod card's 960 px column), not the full width. */
export const FeaturePageAligned1280: Story = {
  tags: ['browser'],
  args: { width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Alice Johnson' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Secure Data Sharing' }));
    await canvas.findByRole('heading', { name: 'Secure Data Sharing' });
    const page = canvasElement.querySelector('[data-feature="secureDataSharing"]')!.getBoundingClientRect();
    const banner = (await canvas.findByRole('region', { name: 'Company Policies' })).getBoundingClientRect();
    await expect(Math.abs(page.left - banner.left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(page.right - banner.right)).toBeLessThanOrEqual(1);
  },
};

export const PsaError: Story = {
  parameters: {
    msw: [
      http.get('*/api/ConnectwisePod/:psaId/ticket/:id', () =>
        HttpResponse.json({ message: 'ConnectWise is not responding.' }, { status: 502 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The ticket could not be loaded from ConnectWise: ConnectWise is not responding.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const TicketWithNoContact: Story = {
  tags: ['browser'],
  args: { route: '/pod/connectwise/acme-cw?ticketId=1005&screen=ticket' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This ticket has no contact')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Bob Martinez' })).toBeVisible();
  },
};

export const ContactScreen: Story = {
  tags: ['browser'],
  args: { route: '/pod/connectwise/acme-cw?ticketId=acme-cw-co1-ct4&screen=contact' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Opted out of SMS')).toBeVisible();
  },
};

export const Narrow320: Story = { args: { width: 320 }, play: showsAlice };

export const Dark: Story = { args: { theme: 'dark' }, play: showsAlice };

export const DarkNarrow320: Story = { args: { theme: 'dark', width: 320 }, play: showsAlice };

const showsBobWithBanner: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const banner = await canvas.findByRole('region', { name: 'Company Policies' });
  await expect(banner.querySelector('b')).toHaveTextContent('Never');
  await expect(banner).not.toHaveTextContent('<b>');
  await expect(await canvas.findByRole('button', { name: 'Send code by SMS' })).toBeVisible();
};

/** Bob's ticket with the policies banner open at 320 px: the send buttons right under the one list of items. */
export const BannerAndSendButtons320: Story = {
  args: { width: 320, route: '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket' },
  play: showsBobWithBanner,
};

export const BannerAndSendButtonsDark1280: Story = {
  args: { width: 1280, theme: 'dark', route: '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket' },
  play: showsBobWithBanner,
};

/** An admin's policy with formatting and hostile markup: bold, italic, a list and a link survive; nothing runs. */
export const PolicyMarkupSanitized: Story = {
  parameters: {
    msw: [
      http.get('*/api/CompanyVerificationSettings/:psaId/company/:companyId', () =>
        HttpResponse.json({
          showVerificationBannerOnMount: true,
          verificationBannerText:
            '<p><b>Always</b> verify the caller. See <a href="https://kb.example/policy" onclick="alert(1)">the policy</a>.</p><ul><li><i>Never</i> read codes aloud</li><li>Note every check</li></ul><img src=x onerror="alert(2)"><script>alert(3)</script>',
          data: null,
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('region', { name: 'Company Policies' });
    await expect(within(banner).getByRole('link', { name: 'the policy' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(within(banner).getAllByRole('listitem')).toHaveLength(2);
    await expect(banner.querySelectorAll('img, script')).toHaveLength(0);
  },
};

/** A contact verified 10,000 times: only the visible history rows are in the page. */
export const LongHistory: Story = {
  tags: ['browser'],
  args: { route: '/pod/connectwise/acme-cw?ticketId=acme-cw-co1-ct1&screen=contact' },
  parameters: {
    msw: [
      http.get('*/api/ConnectwisePod/:psaId/contact/:id', () =>
        HttpResponse.json({
          ContactId: 'acme-cw-co1-ct1',
          ContactName: 'Alice Johnson',
          CompanyId: 'acme-cw-co1',
          CompanyName: 'Contoso Dental',
          optedStatus: 'OptedIn',
          communicationItems: [{ Name: 'Mobile', Type: 'phone', Value: '+1 (555) 010-2001', IsVerified: true }],
          history: Array.from({ length: 10_000 }, (_, i) => ({
            Date: new Date(Date.UTC(2000, 0, 1) + i * 3_600_000).toISOString(),
            Item: '+1 (555) 010-2001',
            Type: i % 2 ? 'SMS' : 'Email',
            Inspector: 'Tess Tech',
            Notes: `Check ${i + 1}`,
            IsRevoked: false,
          })),
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Verification history, newest first' });
    await expect(within(list).getByText('Check 10000')).toBeVisible();
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
  },
};

/** Bob verified by SMS 12 minutes ago on this ticket by Tess: green for this call in the card's head and as a dot on the sidebar. */
export const VerifiedForThisCall: Story = {
  args: { route: '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket' },
  loaders: [
    // The backend's record of the call, planted through the sandbox's console (a history entry alone is no record).
    async () => {
      const call = { contactId: 'acme-cw-co1-ct2', ticketId: '1002', minutesAgo: 12 };
      await storySandbox.fetch(
        new Request(new URL('/__sandbox/verification/calls/past', window.location.origin), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(call),
        }),
      );
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verified 12 min ago')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'End User Verification, verified 12 min ago' }),
    ).toBeVisible();
  },
};
export const VerifiedForThisCallNarrow320Dark: Story = {
  ...VerifiedForThisCall,
  args: { ...VerifiedForThisCall.args, width: 320, theme: 'dark' },
};

/** Three failed checks on Alice by two technicians: a danger callout at the top of her card, a red dot. */
export const RepeatedFailuresOnTheContact: Story = {
  loaders: [
    // Planted through the sandbox's console (End User Verification's part of it), as a person would.
    async () => {
      for (const [i, inspectorName] of ['Tess Tech', 'Max Factor', 'Tess Tech'].entries()) {
        const failure = {
          psaId: 'acme-cw',
          contactId: 'acme-cw-co1-ct1',
          inspectorName,
          minutesAgo: 3 - i,
          reason: 'WrongCode',
          value: '+1 (555) 010-2001',
        };
        await storySandbox.fetch(
          new Request(new URL('/__sandbox/verification/failures/past', window.location.origin), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(failure),
          }),
        );
      }
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 failed verification attempts in the last hour')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'End User Verification, 3 failed attempts' })).toBeVisible();
  },
};
export const RepeatedFailuresOnTheContactNarrow320Dark: Story = {
  ...RepeatedFailuresOnTheContact,
  args: { ...meta.args, width: 320, theme: 'dark' },
};
