/**
 * How a contact proves who they are, with one name each wherever the product says it: the panel's methods, a
 * company's methods setting, the report's filter and columns. (The report's wire writes the pushes as `duo` and
 * `microsoft`; its adapter reads them into these.)
 */
export const VERIFICATION_METHODS = ['sms', 'email', 'link', 'duoPush', 'microsoftPush', 'teams'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** A method as people read it (docs/wording.md). */
export const METHOD_NAMES: Readonly<Record<VerificationMethod, string>> = {
  sms: 'SMS code',
  email: 'Email code',
  link: 'Link',
  duoPush: 'Duo push',
  microsoftPush: 'Microsoft push',
  teams: 'Teams code',
};
