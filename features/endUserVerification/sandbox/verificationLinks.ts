import { VERIFY_PAGE_PATH } from '../adapters/wire/linkPageWire';
import type { SandboxLink } from './VerificationLedger';

/**
 * A new verification link: 256 random bits of token in the fragment of the SPA's /verify page (a real
 * backend builds the address from its own SPA origin; the sandbox serves the SPA on the same origin), and
 * three different two-digit numbers, one of which the technician reads out. Web Crypto: the sandbox also
 * runs in the browser behind Storybook.
 */
export function newLink(origin: string, via: SandboxLink['via']): SandboxLink {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const numbers = threeNumbers();
  return {
    token,
    url: `${origin}${VERIFY_PAGE_PATH}#${token}`,
    via,
    numbers,
    matchNumber: numbers[randomBelow(3)]!,
    state: 'open',
    reads: 0,
  };
}

function threeNumbers(): number[] {
  const chosen = new Set<number>();
  while (chosen.size < 3) chosen.add(10 + randomBelow(90));
  return [...chosen];
}

/** A uniform whole number in [0, n) from Web Crypto (rejection sampling, no modulo bias). */
function randomBelow(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
    if (value! < limit) return value! % n;
  }
}
