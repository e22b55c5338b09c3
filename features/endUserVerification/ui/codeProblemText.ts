import type { CodeProblem } from './verificationFlow';

/**
 * The title and sentence for a code that did not verify (wrong, locked after too many tries, expired).
 * While no new code can be sent (the contact is locked), the sentence does not offer one.
 */
export function codeProblemText(
  problem: CodeProblem,
  triesLeft: number | null,
  canResend = true,
): { title: string; text: string } {
  const left = triesLeft === null ? '' : ` ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
  if (problem === 'replaced')
    return {
      title: 'An older code',
      text: `That code was replaced by a newer one: ask for the code in the newest message.${left}`,
    };
  if (problem === 'wrong') {
    return {
      title: 'Wrong code',
      text: `That code is not correct.${left} Check it with the caller and try again${canResend ? ', or resend the code' : ''}.`,
    };
  }
  const next = canResend ? ' Send a new one.' : '';
  if (problem === 'locked') return { title: 'Code locked', text: `Too many wrong codes: this code is locked.${next}` };
  return { title: 'Code expired', text: `The code has expired.${next}` };
}
