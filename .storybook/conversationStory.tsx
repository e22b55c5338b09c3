import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { bindFeatureOnce } from '@app/features/ContainerFeatureLoader';
import type { Contact } from '@core/contact/Contact';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { messagingLedgerOf } from '@sandbox/contract/messaging/MessagingLedger';
import type { FeatureBindings, LoadedFeature } from '@ui/features/FeatureModule';
import { signedInAs } from './sessions';
import { StoryServices } from './StoryServices';
import { storySandbox } from './storySandbox';

/*
 * What the stories of the conversation pages (SMS Messaging, MS Teams Chats) share: the page on a seeded
 * acme-cw ConnectWise ticket, the seeded conversations again before each story, and their common checks.
 */

export interface ConversationStoryFrame {
  /** Pod width in px, or full width when absent. */
  width?: number;
  theme?: 'light' | 'dark';
}

export interface ConversationPageStoryProps extends ConversationStoryFrame {
  /** The feature's id, page and bindings. */
  feature: { id: string; Page: LoadedFeature['Page']; bindings: FeatureBindings };
  ticketId: string;
  /** The ticket's contact, as the pod shows it. */
  contact: Contact;
}

/** The page as the shell mounts it for the ticket, with the real container, the sandbox behind MSW and a quiet hub. */
export function ConversationPageStory({ feature, ticketId, contact, width, theme }: ConversationPageStoryProps) {
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
        bindFeatureOnce(container, feature.id, feature.bindings);
        container.rebind(RealtimeHubToken).toConstantValue(new FakeRealtimeHub());
      }}
    >
      <feature.Page pod={pod} />
    </StoryServices>
  );
}

/**
 * A feature's story component: its page on one of the seeded tickets the feature's stories use, with the contact
 * `contactOf` gives that ticket.
 */
export function conversationPageStory<Ticket extends string>(
  feature: ConversationPageStoryProps['feature'],
  contactOf: (ticketId: Ticket) => Contact,
) {
  return function FeatureStory({ ticketId, ...frame }: ConversationStoryFrame & { ticketId: Ticket }) {
    return <ConversationPageStory feature={feature} ticketId={ticketId} contact={contactOf(ticketId)} {...frame} />;
  };
}

/**
 * A conversation page's stories: Alice Johnson's ticket 1001 unless a story says otherwise, each from the
 * seeded conversations, signed in as Tess Tech. The meta spreads it beside its literal title (Storybook
 * reads the title without running the file).
 */
export const conversationStories = {
  args: { ticketId: '1001' as const },
  loaders: [
    async () => {
      messagingLedgerOf(storySandbox.state).reset(storySandbox.state.world);
      return {};
    },
    signedInAs('u-tech'),
  ],
};

/**
 * Dark at 320 px: what `shows` checks holds, and the page's header (icon, then title) sits at most 4 px inside the pod, like
 * the other feature pages' (at 320 px every pixel counts). A layout check: the story using it carries `tags: ['browser']`.
 */
export function darkNarrow320Story<Context extends { canvasElement: HTMLElement }>(
  shows: (context: Context) => unknown,
  title: string,
) {
  return {
    args: { theme: 'dark' as const, width: 320 },
    play: async (context: Context) => {
      await shows(context);
      const frame = within(context.canvasElement).getByTestId('story-frame').getBoundingClientRect();
      const heading = within(context.canvasElement).getByRole('heading', { name: title });
      const header = (heading.closest('.kit-feature-header') ?? heading).getBoundingClientRect();
      await expect(header.left - frame.left).toBeLessThanOrEqual(5);
    },
  };
}

/** The page while the first request of its load (GET `path`) never answers: its loader says `label`. */
export function loadingStory(path: string, label: string) {
  return {
    parameters: {
      msw: [
        http.get(path, async () => {
          await delay('infinite');
          return HttpResponse.json(null);
        }),
      ],
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByText(label)).toBeInTheDocument();
    },
  };
}
