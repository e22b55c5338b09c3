/** Why a call to the backend failed, in terms the UI can explain to a technician. */
export type AppErrorKind =
  | 'unauthorized' // 401: the session is gone
  | 'server' // the server answered with an error status
  | 'network' // no answer at all (offline, DNS, CORS, aborted by the browser)
  | 'malformed' // an answer whose body does not match the contract
  | 'cancelled'; // the caller aborted the request on purpose

/** The one error type that crosses from adapters into core and ui. */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly status?: number,
    /** True once the technician has been told (the HTTP layer toasted it): stores must not repeat it. */
    readonly reported = false,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Narrows anything thrown into a message a person can read. */
export function describeError(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}
