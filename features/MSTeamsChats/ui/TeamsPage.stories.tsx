import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { storySandbox } from '@storybook-host/storySandbox';
import { bindFeatureOnce } from '@app/features/ContainerFeatureLoader';
import { type FeaturePodContext, RealtimeHubToken } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { messagingLedgerOf } from '@features/api/sandbox';
import { teamsBindings } from '../bindings';
import { TeamsPage } from './TeamsPage';

interface TeamsStoryProps {
  /** 1001: Alice, with a chat; 1002: Bob, whose Microsoft tenant has not onboarded; 1007: Alice at Northwind, no chat yet. */
  ticketId: '1001' | '1002' | '1007';
  width?: number;
  theme?: 'light' | 'dark';
}

function TeamsStory({ ticketId, width, theme }: TeamsStoryProps) {
  const contact =
    ticketId === '1002' ? ContactMother.bob() : ticketId === '1007' ? { ...ContactMother.alice(), id: 'acme-cw-co2-ct1', companyId: 'acme-cw-co2' } : ContactMother.alice();
  const pod: FeaturePodContext = {
    psa: null,
    psaId: 'acme-cw',
    screen: 'ticket',
    ticket: { id: ticketId, number: `T${ticketId}` },
    company: { id: contact.companyId, name: contact.companyName },
    contact,
    ready: true,
  };
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => {
        bindFeatureOnce(container, 'MSTeamsChats', teamsBindings);
        container.rebind(RealtimeHubToken).toConstantValue(new FakeRealtimeHub());
      }}
    >
      <TeamsPage pod={pod} />
    </StoryServices>
  );
}

const meta: Meta<typeof TeamsStory> = {
  title: 'Features/MS Teams Chats',
  component: TeamsStory,
  args: { ticketId: '1001' },
  loaders: [
    async () => {
      messagingLedgerOf(storySandbox.state).reset(storySandbox.state.world);
      return {};
    },
    signedInAs('u-tech'),
  ],
};
export default meta;
type Story = StoryObj<typeof TeamsStory>;

const showsChat: Story['play'] = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Messages with Alice Johnson' });
  await expect(within(list).getByText('Sure, happy to chat here.')).toBeVisible();
};


/** At 320 px every pixel counts: the page's title sits at most 4 px inside the pod, like the other feature pages'. */
async function expectTitleAtThePodsEdge(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTestId('story-frame').getBoundingClientRect();
  const title = within(canvasElement).getByRole('heading', { name: 'MS Teams Chats' }).getBoundingClientRect();
  await expect(title.left - frame.left).toBeLessThanOrEqual(5);
}

export const Chat: Story = { play: showsChat };
export const ChatDarkNarrow320: Story = {
  args: { theme: 'dark', width: 320 },
  play: async (context) => {
    await showsChat(context);
    await expectTitleAtThePodsEdge(context.canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: [http.get('*/api/TeamsMessagingBoard/checkTicketChannels', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the chat')).toBeInTheDocument();
  },
};

export const NoChatYet: Story = {
  args: { ticketId: '1007' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Start a Teams chat' })).toBeVisible();
  },
};

/** Bob's Microsoft tenant has not onboarded: an explanation instead of a composer. */
export const NotOnboarded: Story = {
  args: { ticketId: '1002' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Teams chat is not available for this contact')).toBeVisible();
  },
};

export const NotOnboardedDarkNarrow320: Story = { ...NotOnboarded, args: { ticketId: '1002', theme: 'dark', width: 320 } };
