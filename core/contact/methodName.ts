/**
 * A verification method as people read it (docs/wording.md), from the backend's validation type: "SMS code",
 * "Email code", "Link", "Duo push", "Microsoft push", "Teams code". A type the product does not know is shown as
 * it came.
 */
export function methodName(validationType: string): string {
  return METHOD_NAMES[validationType.replace(/\s+/g, '').toLowerCase()] ?? validationType;
}

const METHOD_NAMES: Readonly<Record<string, string>> = {
  sms: 'SMS code',
  email: 'Email code',
  link: 'Link',
  duopush: 'Duo push',
  microsoftpush: 'Microsoft push',
  teams: 'Teams code',
};
