import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type ComponentType, type ReactNode } from 'react';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { Token } from '@core/shared/Token';
import { Loader } from '../common/Loader';
import { FeatureHeader } from '../kit/FeatureHeader';
import { usePageStore, type PageStoreFactory } from '../common/usePageStore';
import { useFocusFollowsWork } from '../kit/useFocusFollowsWork';
import { ConversationComposer, type ConversationComposerProps } from './ConversationComposer';
import type { ConversationPageStore } from './ConversationPageStore';
import { ConversationView } from './ConversationView';
import './conversation.css';

/** What a transport's page says and shows of its own around the shared conversation. */
export interface ConversationPageView<Thread, Setup, StartArgs extends unknown[]> {
  /** The page's heading (and "<title> could not be loaded"). */
  title: string;
  /** The feature's sidebar icon, beside the heading. */
  icon: ReactNode;
  /** Said on a pod with no ticket. */
  noTicket: string;
  /** The loader's label while the ticket's conversations load. */
  loading: string;
  /** What keeps the page from loading, said instead (Teams: no contact, a tenant not onboarded); null: nothing. */
  blocked?(store: ConversationPageStore<Thread, Setup, StartArgs>): ReactNode;
  /** No conversation open yet: how to start one. */
  Start: ComponentType<{ store: ConversationPageStore<Thread, Setup, StartArgs> }>;
  /** Above the open conversation (SMS: the channel picker and the numbers; Teams: the chat's topic). */
  Heading: ComponentType<{ store: ConversationPageStore<Thread, Setup, StartArgs>; thread: Thread }>;
  /** Who the conversation is with (names the message list). */
  withName(thread: Thread, pod: FeaturePodContext): string;
  /** The composer's transport-specific part (SMS: the opt-out reason, the segment counter, the templates). */
  composer?(
    store: ConversationPageStore<Thread, Setup, StartArgs>,
    thread: Thread,
  ): Omit<ConversationComposerProps, 'store' | 'withName'>;
}

export interface ConversationPageProps<Thread, Setup, StartArgs extends unknown[]> {
  pod: FeaturePodContext;
  /** The feature's store factory (usePageStore). */
  factory: Token<PageStoreFactory<FeaturePodContext, ConversationPageStore<Thread, Setup, StartArgs>>>;
  view: ConversationPageView<Thread, Setup, StartArgs>;
}

/**
 * The one conversation page (SMS Messaging, MS Teams Chats): a ticket's conversation with its contact. Once a
 * conversation is started, the focus goes to its message box.
 */
export const ConversationPage = observer(function ConversationPage<Thread, Setup, StartArgs extends unknown[]>({
  pod,
  factory,
  view,
}: ConversationPageProps<Thread, Setup, StartArgs>) {
  // A new store when the pod shows another ticket or contact (or finished loading).
  const store = usePageStore(factory, pod, [pod.ready, pod.psaId, pod.ticket?.id, pod.contact?.id]);
  const titleId = useId();
  const section = useFocusFollowsWork<HTMLElement>([store.starting.ended]);
  return (
    <section ref={section} className="conversation-page" aria-labelledby={titleId}>
      <FeatureHeader
        id={titleId}
        icon={view.icon}
        title={view.title}
        subject={{ contact: pod.contact?.name, ticket: pod.ticket?.number }}
      />
      <PageContent store={store} view={view} />
    </section>
  );
}) as <Thread, Setup, StartArgs extends unknown[]>(props: ConversationPageProps<Thread, Setup, StartArgs>) => ReactNode;

interface PageContentProps<Thread, Setup, StartArgs extends unknown[]> {
  store: ConversationPageStore<Thread, Setup, StartArgs>;
  view: ConversationPageView<Thread, Setup, StartArgs>;
}

function PageContentOf<Thread, Setup, StartArgs extends unknown[]>({
  store,
  view,
}: PageContentProps<Thread, Setup, StartArgs>) {
  const { pod, loading, thread, conversation } = store;
  if (!pod.ready) return <Loader label="Loading the ticket" size={40} />;
  if (!pod.ticket) return <p className="conversation-page__note">{view.noTicket}</p>;
  const blocked = view.blocked?.(store);
  if (blocked) return blocked;
  if (loading.state === 'failed') {
    return (
      <Callout intent={Intent.DANGER} title={`${view.title} could not be loaded`} role="alert">
        <p>{loading.error}</p>
        <Button text="Try again" onClick={() => void store.load()} />
      </Callout>
    );
  }
  if (loading.state !== 'ready') return <Loader label={view.loading} size={40} />;
  if (!thread || !conversation) return <view.Start store={store} />;
  const withName = view.withName(thread, pod);
  return (
    <>
      <view.Heading store={store} thread={thread} />
      <ConversationView
        store={conversation}
        withName={withName}
        composer={<ConversationComposer store={conversation} withName={withName} {...view.composer?.(store, thread)} />}
      />
    </>
  );
}

// observer() keeps the props' type but not the type parameters.
const PageContent = observer(PageContentOf) as typeof PageContentOf;
