/** What Duo's Universal Prompt sent back to /duoLogin. */
export type DuoCallback =
  | { kind: 'code'; duoCode: string; state: string }
  | { kind: 'refused'; message: string }
  /** Nothing Duo sends: the page was opened by hand. */
  | { kind: 'none' };

const REFUSALS: Record<string, string> = {
  access_denied: 'The Duo request was denied.',
  timeout: 'The Duo request timed out.',
};

/** Reads Duo's redirect (`duo_code`+`state`, or `error`+`error_description`). */
export function parseDuoCallback(query: { get(name: string): string | null }): DuoCallback {
  const error = query.get('error');
  if (error) {
    const described = query.get('error_description')?.trim();
    return {
      kind: 'refused',
      message:
        REFUSALS[error] ?? (described ? `Duo said: ${described.slice(0, 200)}` : 'Duo did not confirm the sign-in.'),
    };
  }
  const duoCode = query.get('duo_code')?.trim();
  const state = query.get('state')?.trim();
  if (duoCode && state) return { kind: 'code', duoCode, state };
  if (duoCode || state) return { kind: 'refused', message: 'Duo sent back an incomplete answer.' };
  return { kind: 'none' };
}
