/**
 * Feature page identifiers (spec section 2), in sidebar order. The feature registry
 * (features/registry.ts) lists one module per identifier in this order, which the feature kit checks;
 * a new page identifier is added here and in the registry (`npm run new:feature` does both).
 */
export const FEATURE_IDS = [
  'endUserVerification',
  'clientPortalChats',
  'secureDataSharing',
  'technicianVerification',
  'smsMessaging',
  'quickTicket',
  'msTeamsChats',
  'verificationReport',
  'verificationApprovals',
] as const;

export type FeatureId = (typeof FEATURE_IDS)[number];

/**
 * Spec section 2's page identifier of each feature whose id differs from it: ids are camelCase (the scaffold's rule),
 * the spec writes MS Teams Chats' with capitals. The one place the two names meet: an address naming the page by the
 * spec's identifier (`?page=MSTeamsChats`, as addresses were written before the id was camelCase) still opens it.
 */
export const SPEC_PAGE_IDENTIFIERS: Readonly<Partial<Record<FeatureId, string>>> = { msTeamsChats: 'MSTeamsChats' };

/**
 * A page with a sidebar item of its own whose code is another feature's (docs/decisions/265): its module is exported
 * from that feature's folder, which the rule "a feature is one folder" then names. Every other id is its own folder.
 */
export const PAGE_OF_FEATURE: Readonly<Partial<Record<FeatureId, FeatureId>>> = {
  verificationApprovals: 'endUserVerification',
};

/** The identifier spec section 2 gives the feature's page. */
export function specPageIdentifierOf(id: FeatureId): string {
  return SPEC_PAGE_IDENTIFIERS[id] ?? id;
}

/** The feature a page name denotes, by its id or its spec page identifier; null when it names none. */
export function featureIdNamed(name: string): FeatureId | null {
  return FEATURE_IDS.find((id) => id === name || SPEC_PAGE_IDENTIFIERS[id] === name) ?? null;
}
