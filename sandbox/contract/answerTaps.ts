/**
 * Observers of every answer the sandbox gives: the test suites hold each one to the contract
 * (tests/setup/contractAnswers.ts). The hosts install none, so serving costs nothing extra.
 */
export type AnswerTap = (request: { method: string; url: string }, response: Response) => void;

const taps = new Set<AnswerTap>();

/** Adds a tap; the function returned removes it. */
export function tapAnswers(tap: AnswerTap): () => void {
  taps.add(tap);
  return () => void taps.delete(tap);
}

/** Hands each tap its own copy of the answer (the original goes to the caller untouched). */
export function notifyAnswerTaps(request: { method: string; url: string }, response: Response): void {
  for (const tap of taps) tap(request, response.clone());
}
