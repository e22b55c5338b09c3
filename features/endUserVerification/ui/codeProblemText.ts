import type { CodeProblem } from './verificationFlow';

/** The title and sentence for a code that did not verify (wrong, locked after too many tries, expired). */
export function codeProblemText(problem: CodeProblem, triesLeft: number | null): { title: string; text: string } {
  if (problem === 'wrong') {
    const left = triesLeft === null ? '' : ` ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
    return {
      title: 'Wrong code',
      text: `That code is not correct.${left} Check it with the caller and try again, or resend the code.`,
    };
  }
  if (problem === 'locked')
    return { title: 'Code locked', text: 'Too many wrong codes: this code is locked. Send a new one.' };
  return { title: 'Code expired', text: 'The code has expired. Send a new one.' };
}
