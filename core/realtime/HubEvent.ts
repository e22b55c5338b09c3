/**
 * One kind of event the hub pushes, defined by the code that consumes it: its invocation name and how
 * to read its payload. `parse` answers null for a payload that is not what the consumer expects; the
 * hub then drops the event (and logs its name) instead of handing it on. New events need no central
 * list: a feature defines its own HubEvent beside its core.
 */
export interface HubEvent<T> {
  readonly name: string;
  parse(payload: unknown): T | null;
}

/** The payload as a plain object, or null (a shared first step of most parse functions). */
export function asRecord(payload: unknown): Record<string, unknown> | null {
  return payload && typeof payload === 'object' && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : null;
}

/** Reads `key` as a string (null when it is missing or of another type). */
export function stringField(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' ? value : null;
}
