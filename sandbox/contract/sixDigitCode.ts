/** Six random digits (leading zeros kept). */
export function sixDigitCode(): string {
  const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String((value ?? 0) % 1_000_000).padStart(6, '0');
}
