import type { ComponentType } from 'react';
import type { FeatureId } from '@core/features/Feature';
import type { FeatureGate } from '@core/features/FeatureGate';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { HubEvent } from '@core/realtime/HubEvent';
import type { Bind } from '@core/shared/Bind';
import { token } from '@core/shared/Token';
import type { ServiceLocator } from '../services/ServiceContext';

/** What a feature page receives from the shell. */
export interface FeaturePageProps {
  /** Where the page is opened: PSA, ticket or contact, screen, and the pod's contact. */
  pod: FeaturePodContext;
}

/** A feature's container bindings: its adapters, services and store factories. */
export type FeatureBindings = (bind: Bind) => void;

/**
 * What arrives for a feature while its page is closed (an SMS reply, a technician-verification
 * request): the shell counts the events that `counts` accepts for the pod and shows the number on the
 * feature's sidebar item until the page is opened. Kept tiny: it is in the shell's bundle.
 */
export interface FeatureNotices<T> {
  event: HubEvent<T>;
  counts(payload: T, pod: FeaturePodContext): boolean;
  /** Events with the same key count once (an event re-sent for the same message or request). */
  key(payload: T): string;
  /**
   * The conversation the event belongs to (an SMS channel, a Teams chat): it counts unless that
   * conversation is on screen, and goes when it is shown. Without it the count goes when the page opens.
   */
  conversation?(payload: T): string;
}

/** Builds notices with the payload type checked once, so a module can list them untyped. */
export function featureNotices<T>(notices: FeatureNotices<T>): FeatureNotices<unknown> {
  return notices as FeatureNotices<unknown>;
}

/** What the shell hands a feature's own source of notices (one that is not a hub event). */
export interface NoticeSourceContext {
  /** The pod whose ticket or contact the source listens for. */
  pod: FeaturePodContext;
  /** The app's services (the HTTP client, the channel service). */
  services: ServiceLocator;
  /** The contact's message `key` arrived in a conversation: counted unless it shows, the same key once. */
  arrived(conversationId: string, key: string): void;
}

/**
 * A feature's own source of notices (Client Portal Chats: the ticket's Pusher channel): the shell starts
 * it while the feature is visible on a ticket and its page is closed, and calls the returned stop when the
 * page opens, the pod changes or the session ends.
 */
export type NoticeSource = (context: NoticeSourceContext) => () => void;

/** A notice source in a chunk of its own, so the shell's bundle holds one import: started once loaded, never if stopped first. */
export function lazyNoticeSource(load: () => Promise<NoticeSource>): NoticeSource {
  return (context) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    load().then(
      (start) => {
        if (!stopped) stop = start(context);
      },
      () => undefined, // a chunk that did not load: no count, the page still works
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/** What a feature's lazily loaded chunk exports: its page and the bindings the page resolves. */
export interface LoadedFeature {
  Page: ComponentType<FeaturePageProps>;
  bindings?: FeatureBindings;
  /**
   * What the feature keeps doing for the pod while its page is not on screen (End User Verification: the
   * contact's standing, for the card's tag and the sidebar's dot from the first pod open). Renders nothing; the
   * shell mounts it only for a module that says `watchesPod`. @default none
   */
  Watcher?: ComponentType<FeaturePageProps>;
}

/**
 * One feature, as the shell sees it ("a feature is one folder": docs/architecture.md). Each folder under
 * features/ exports one of these from its module.ts and adds one line to features/registry.ts; the
 * sidebar, the page map, the icons, gating and bindings all derive from the registry.
 */
export interface FeatureModule {
  id: FeatureId;
  /** The name in the sidebar and on the page (spec section 1). */
  title: string;
  /** A Blueprint icon component (imported as a component, never by name). */
  icon: ComponentType;
  /** Its row of the gating table (spec section 6). */
  gate: FeatureGate;
  /** Hub event kinds the feature listens to (spec section 9), e.g. MessagingSmsToChannel. */
  hubEvents?: readonly string[];
  /** Events that put a count on the sidebar item while another page is open. */
  notices?: FeatureNotices<unknown>;
  /** A source of such counts of the feature's own, where its events do not come through the hub. */
  noticeSource?: NoticeSource;
  /** Loads the page and its bindings in one chunk, on first use. */
  load(): Promise<LoadedFeature>;
  /** Its chunk's `Watcher` runs for the pod while another page is open (so its signals show at once). @default false */
  watchesPod?: boolean;
  /**
   * The page takes the main area's whole width (a table of many columns, the verification report) instead of the
   * 960 px column the pod's card and the other pages share. @default false
   */
  wide?: boolean;
}

export const FeatureModulesToken = token<readonly FeatureModule[]>('ui.features.FeatureModules');
