const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const NUMBERS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';

/** A random password with at least one character of every class asked for (crypto random, no look-alikes). */
export function generatePassword(
  length: number,
  classes: { numbers: boolean; symbols: boolean; uppercase: boolean },
): string {
  const sets = [
    LOWER,
    ...(classes.uppercase ? [UPPER] : []),
    ...(classes.numbers ? [NUMBERS] : []),
    ...(classes.symbols ? [SYMBOLS] : []),
  ];
  const all = sets.join('');
  const chars = sets.map(pick); // one of each class first
  while (chars.length < length) chars.push(pick(all));
  // Shuffle so the guaranteed characters are not always at the start.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.slice(0, length).join('');
}

function pick(set: string): string {
  return set[randomBelow(set.length)]!;
}

function randomBelow(n: number): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! % n;
}
