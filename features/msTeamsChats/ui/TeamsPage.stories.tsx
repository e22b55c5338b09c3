import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  conversationPageStory,
  conversationStories,
  darkNarrow320Story,
  loadingStory,
} from '@storybook-host/conversationStory';
import { ContactMother } from '@core/testing/ContactMother';
import { teamsBindings } from '../bindings';
import { TeamsPage } from './TeamsPage';

/** 1001: Alice, with a chat; 1002: Bob, whose Microsoft tenant has not onboarded; 1007: Alice at Northwind, no chat yet. */
const TeamsStory = conversationPageStory(
  { id: 'msTeamsChats', Page: TeamsPage, bindings: teamsBindings },
  (ticketId: '1001' | '1002' | '1007') =>
    ticketId === '1002'
      ? ContactMother.bob()
      : ticketId === '1007'
        ? { ...ContactMother.alice(), id: 'acme-cw-co2-ct1', companyId: 'acme-cw-co2' }
        : ContactMother.alice(),
);

const meta: Meta<typeof TeamsStory> = {
  title: 'Features/MS Teams Chats',
  component: TeamsStory,
  ...conversationStories,
};
export default meta;
type Story = StoryObj<typeof TeamsStory>;

const showsChat: Story['play'] = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Messages with Alice Johnson' });
  await expect(within(list).getByText('Sure, happy to chat here.')).toBeVisible();
};

export const Chat: Story = { play: showsChat };
// Its play measures the header's position: it plays in Chromium (the tag must be written here for Storybook's index).
export const ChatDarkNarrow320: Story = { tags: ['browser'], ...darkNarrow320Story(showsChat, 'MS Teams Chats') };

export const Loading: Story = loadingStory('*/api/TeamsMessagingBoard/checkTicketChannels', 'Loading the chat');

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

export const NotOnboardedDarkNarrow320: Story = {
  ...NotOnboarded,
  args: { ticketId: '1002', theme: 'dark', width: 320 },
};
