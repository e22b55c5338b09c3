/**
 * What the caller asks the technician for, said before a verification: some requests (the company
 * lists which) need two different methods. Recorded on each history entry so the history can say why.
 */
export type CallerRequest = 'PasswordReset' | 'MfaReset' | 'Other';

export const CALLER_REQUESTS: readonly CallerRequest[] = ['PasswordReset', 'MfaReset', 'Other'];

/** The words a technician reads; `Other` is the default and says nothing in a history line. */
export const CALLER_REQUEST_LABELS: Record<CallerRequest, string> = {
  PasswordReset: 'Password reset',
  MfaReset: 'MFA reset',
  Other: 'Other',
};

/** The request inside a sentence, with its article ("For an MFA reset", "A password reset needs..."). */
export const CALLER_REQUEST_PHRASES: Record<CallerRequest, string> = {
  PasswordReset: 'a password reset',
  MfaReset: 'an MFA reset',
  Other: 'another request',
};

/** The phrase at the start of a sentence: "An MFA reset". */
export function callerRequestSentence(request: CallerRequest): string {
  const phrase = CALLER_REQUEST_PHRASES[request];
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** A request as the wire or storage carries it; anything unknown is null (shown as no request). */
export function readCallerRequest(value: unknown): CallerRequest | null {
  return typeof value === 'string' && (CALLER_REQUESTS as readonly string[]).includes(value)
    ? (value as CallerRequest)
    : null;
}
