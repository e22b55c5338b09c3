import { AppError, type AppErrorKind } from '@features/api/core';

/**
 * A configuration, creation or close call the server refused. Spec section 8: these failures are
 * passed to the caller as the error response's data, so the page can show the server's answer where
 * the technician acted (not only in a toast).
 */
export class ChatCallRejection extends AppError {
  constructor(
    kind: AppErrorKind,
    message: string,
    /** The error response's body as the server sent it (null when there was no answer at all). */
    readonly answer: unknown,
    status?: number,
    reported = false,
  ) {
    super(kind, message, status, reported);
    this.name = 'ChatCallRejection';
  }
}

/**
 * The server's answer as lines a technician can read: its `message`, then any `errors` it lists
 * (a string list, or a field -> messages map). Falls back to the error's own message.
 */
export function describeAnswer(error: unknown): string[] {
  if (!(error instanceof AppError)) return [error instanceof Error ? error.message : 'Something went wrong.'];
  const answer = error instanceof ChatCallRejection ? error.answer : null;
  const lines: string[] = [];
  if (answer && typeof answer === 'object') {
    const { message, errors } = answer as { message?: unknown; errors?: unknown };
    if (typeof message === 'string' && message.trim()) lines.push(message.trim());
    if (Array.isArray(errors)) lines.push(...errors.filter((e): e is string => typeof e === 'string'));
    else if (errors && typeof errors === 'object') {
      for (const [field, value] of Object.entries(errors)) {
        const texts = Array.isArray(value)
          ? value.filter((v): v is string => typeof v === 'string')
          : typeof value === 'string'
            ? [value]
            : [];
        lines.push(...texts.map((t) => `${field}: ${t}`));
      }
    }
  } else if (typeof answer === 'string' && answer.trim()) lines.push(answer.trim());
  return lines.length > 0 ? lines : [error.message];
}
