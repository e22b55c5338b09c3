import { specPageIdentifierOf } from '@core/features/Feature';
import { featureModules } from '@features/registry';

/**
 * Spec section 2's seven page identifiers, in sidebar order, as the spec writes them (a feature's id may differ:
 * core/features/Feature.ts maps them). Tests that write spec section 6's sidebars
 * out by hand check these seven; a feature added later (npm run new:feature) has its gate checked by the
 * feature conformance kit, so adding one edits none of those tests.
 */
export const SPEC_FEATURE_IDS: readonly string[] = [
  'endUserVerification',
  'clientPortalChats',
  'secureDataSharing',
  'technicianVerification',
  'smsMessaging',
  'quickTicket',
  'MSTeamsChats',
];

const laterModules = featureModules.filter((m) => !SPEC_FEATURE_IDS.includes(specPageIdentifierOf(m.id)));

/** The sidebar names of the registered features the spec does not list. */
export const LATER_FEATURE_TITLES: readonly string[] = laterModules.map((m) => m.title);

/** Sidebar names or feature ids without the features added after the spec: what spec section 6 decides. */
export function withoutLaterFeatures(names: readonly string[]): string[] {
  const later = new Set(laterModules.flatMap((m) => [m.title, m.id]));
  return names.filter((name) => !later.has(name));
}
