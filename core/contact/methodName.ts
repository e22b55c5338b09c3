import { METHOD_NAMES, VERIFICATION_METHODS } from './verificationMethod';

/**
 * A verification method as people read it (docs/wording.md), from the backend's validation type ("SMS", "Duo
 * Push"): "SMS code", "Email code", "Link", "Duo push", "Microsoft push", "Teams code". A type the product does not
 * know is shown as it came.
 */
export function methodName(validationType: string): string {
  const key = validationType.replace(/\s+/g, '').toLowerCase();
  const method = VERIFICATION_METHODS.find((m) => m.toLowerCase() === key);
  return method ? METHOD_NAMES[method] : validationType;
}
