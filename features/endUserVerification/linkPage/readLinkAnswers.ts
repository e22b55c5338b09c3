import type { LinkDetailsWire, LinkNumbersWire, LinkResultWire, LinkStateWire } from '../adapters/wire/linkPageWire';

/*
 * The link page's answers, checked at the boundary without the app's validation library (the page
 * is a small chunk of its own). Anything else is null: the page then says the service answered oddly.
 */

const STATES: readonly LinkStateWire[] = ['open', 'confirmed', 'verified', 'denied', 'expired'];

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export function readLinkDetails(value: unknown): LinkDetailsWire | null {
  const r = record(value);
  if (!r || typeof r.mspName !== 'string' || typeof r.technicianName !== 'string' || typeof r.expiresAt !== 'string')
    return null;
  const state = STATES.find((s) => s === r.state);
  return state ? { mspName: r.mspName, technicianName: r.technicianName, state, expiresAt: r.expiresAt } : null;
}

export function readLinkNumbers(value: unknown): LinkNumbersWire | null {
  const numbers = record(value)?.numbers;
  if (
    !Array.isArray(numbers) ||
    numbers.length !== 3 ||
    !numbers.every((n) => Number.isInteger(n) && n >= 10 && n <= 99)
  )
    return null;
  return { numbers: numbers as number[] };
}

export function readLinkResult(value: unknown): LinkResultWire | null {
  const result = record(value)?.result;
  return result === 'verified' || result === 'denied' ? { result } : null;
}

/** The server's `{message}`, cut to a sentence's length; null when there is none. */
export function readMessage(value: unknown): string | null {
  const message = record(value)?.message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 300) : null;
}
