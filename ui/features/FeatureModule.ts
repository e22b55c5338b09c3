import type { ComponentType } from 'react';
import type { FeatureId } from '@core/features/Feature';
import type { FeatureGate } from '@core/features/FeatureGate';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { HubEvent } from '@core/realtime/HubEvent';
import type { Bind } from '@core/shared/Bind';
import { token } from '@core/shared/Token';

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

/** What a feature's lazily loaded chunk exports: its page and the bindings the page resolves. */
export interface LoadedFeature {
  Page: ComponentType<FeaturePageProps>;
  bindings?: FeatureBindings;
}

/**
 * One feature, as the shell sees it (design.md: "a feature is one folder"). Each folder under
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
  /** Loads the page and its bindings in one chunk, on first use. */
  load(): Promise<LoadedFeature>;
}

export const FeatureModulesToken = token<readonly FeatureModule[]>('ui.features.FeatureModules');
