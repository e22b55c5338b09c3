import type { PasswordOptions, PasswordPolicy } from './SecureData';

/** The generator's starting options: the policy's default length and every class it allows. */
export function defaultPasswordOptions(policy: PasswordPolicy): PasswordOptions {
  return {
    length: clampLength(policy.defaultLength, policy),
    numbers: policy.allowNumbers,
    symbols: policy.allowSymbols,
    uppercase: policy.allowUppercase,
  };
}

/** Options within what the settings allow: a length in range, and no class the tenant turned off. */
export function allowedPasswordOptions(options: PasswordOptions, policy: PasswordPolicy): PasswordOptions {
  return {
    length: clampLength(options.length, policy),
    numbers: options.numbers && policy.allowNumbers,
    symbols: options.symbols && policy.allowSymbols,
    uppercase: options.uppercase && policy.allowUppercase,
  };
}

/** Why a typed length is refused, or null. */
export function lengthProblem(length: number, policy: PasswordPolicy): string | null {
  if (!Number.isInteger(length) || length < policy.minLength || length > policy.maxLength) {
    return `Length must be a whole number from ${policy.minLength} to ${policy.maxLength}.`;
  }
  return null;
}

function clampLength(length: number, policy: PasswordPolicy): number {
  if (!Number.isFinite(length)) return policy.minLength;
  return Math.min(policy.maxLength, Math.max(policy.minLength, Math.round(length)));
}
