import type { SandboxContact, World } from '../../world/World';
import type { SandboxState } from '../SandboxState';

/** Sandbox-side number comparison: digits only, one leading zero dropped, one containing the other. */
export function sameNumber(a: string, b: string): boolean {
  const x = a.replace(/\D/g, '').replace(/^0/, '');
  const y = b.replace(/\D/g, '').replace(/^0/, '');
  return x.length >= 6 && y.length >= 6 && (x.includes(y) || y.includes(x));
}

/**
 * A line other contacts of the same company use too (an office's main number), by the spec's phone rule:
 * a code sent there can be read by anyone at the office, so it proves nothing about the caller.
 */
export function isSharedLine(world: World, contact: SandboxContact, phone: string): boolean {
  return world.contacts.some(
    (other) =>
      other !== contact &&
      other.psaId === contact.psaId &&
      other.companyId === contact.companyId &&
      other.communicationItems.some((item) => item.type === 'phone' && sameNumber(item.value, phone)),
  );
}

/**
 * A number has opted out of texts when it is the mobile (first phone) of an opted-out contact in the
 * tenant. Shared numbers (an office line on several contacts) follow the people who own them, not
 * one opted-out colleague.
 */
export function isOptedOut(state: SandboxState, tenantId: string, phone: string): boolean {
  const psaIds = new Set(state.world.psas.filter((p) => p.tenantId === tenantId).map((p) => p.psaId));
  return state.world.contacts.some((contact) => {
    if (!psaIds.has(contact.psaId) || contact.optedStatus !== 'OptedOut') return false;
    const mobile = contact.communicationItems.find((item) => item.type === 'phone');
    return !!mobile && sameNumber(mobile.value, phone);
  });
}

/**
 * How the sandbox formats a number for people (POST /Common/beautifyPhoneNumber): the sandbox's world is a +1
 * country, so every national spelling of a number is written the one international way, "+1 (555) 010-2001":
 * ten digits, eleven with the country's 1, or eleven with a leading 0 (the national trunk prefix, as
 * "0555 010 2002" is dialled at home). Anything else (another country's number) is kept as it came, trimmed.
 */
export function beautifyPhone(raw: string): string {
  const national = nationalDigits(raw.replace(/\D/g, ''));
  if (national === null) return raw.trim();
  return `+1 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** The ten national digits of a +1 number, or null when the digits are not one. */
function nationalDigits(digits: string): string | null {
  if (digits.length === 10 && !/^[01]/.test(digits)) return digits;
  if (digits.length === 11 && /^[01]/.test(digits) && digits[1] !== '0' && digits[1] !== '1') return digits.slice(1);
  return null;
}
