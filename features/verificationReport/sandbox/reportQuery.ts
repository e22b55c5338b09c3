import type { SandboxVerificationAttempt } from '@features/api/sandbox';
import { METHOD_WIRE, RESULT_WIRE, type MethodWire, type ResultWire } from '../adapters/wire/verificationReportWire';

/** A report request the sandbox has read and checked. */
export interface ReportQuery {
  from: number;
  to: number;
  companyId: string | null;
  technicianId: string | null;
  result: ResultWire | null;
  method: MethodWire | null;
  contact: string;
}

/** What the tenant's filters may name: an unknown company or technician is refused, not answered empty. */
export interface KnownIds {
  companies: ReadonlySet<string>;
  technicians: ReadonlySet<string>;
}

/** Reads a report request's query, or says what is wrong with it (the 400's message). */
export function readReportQuery(q: (name: string) => string | undefined, known: KnownIds): ReportQuery | string {
  const fromText = q('from');
  const toText = q('to');
  if (!fromText || !toText) return 'Give the range both ends: from and to (ISO 8601 with an offset).';
  const from = Date.parse(fromText);
  const to = Date.parse(toText);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'from and to must be ISO 8601 times with an offset.';
  if (from >= to) return 'The range is reversed: from must come before to.';
  const companyId = q('companyId') || null;
  if (companyId && !known.companies.has(companyId)) return `No company ${companyId} in this tenant.`;
  const technicianId = q('technicianId') || null;
  if (technicianId && !known.technicians.has(technicianId)) return `No technician ${technicianId} in this tenant.`;
  const result = q('result') || null;
  if (result && !RESULT_WIRE.includes(result as ResultWire)) return `No result ${result}: ${RESULT_WIRE.join(', ')}.`;
  const method = q('method') || null;
  if (method && !METHOD_WIRE.includes(method as MethodWire)) return `No method ${method}: ${METHOD_WIRE.join(', ')}.`;
  return {
    from,
    to,
    companyId,
    technicianId,
    result: result as ResultWire | null,
    method: method as MethodWire | null,
    contact: (q('contact') ?? '').trim().toLowerCase(),
  };
}

/** The attempts a query selects, newest first. */
export function selectAttempts(
  all: readonly SandboxVerificationAttempt[],
  query: ReportQuery,
): SandboxVerificationAttempt[] {
  return all
    .filter((a) => {
      const at = Date.parse(a.at);
      return (
        at >= query.from &&
        at < query.to &&
        (!query.companyId || a.company.id === query.companyId) &&
        (!query.technicianId || a.technician.id === query.technicianId) &&
        (!query.result || a.result === query.result) &&
        (!query.method || a.methods.includes(query.method)) &&
        (!query.contact || a.contactName.toLowerCase().includes(query.contact))
      );
    })
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.id.localeCompare(b.id));
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Seconds from the first send to verified; null unless verified. */
export function secondsToVerified(attempt: SandboxVerificationAttempt): number | null {
  if (attempt.result !== 'verified' || !attempt.verifiedAt) return null;
  return Math.max(0, (Date.parse(attempt.verifiedAt) - Date.parse(attempt.at)) / 1000);
}

export function totalsOf(attempts: readonly SandboxVerificationAttempt[]) {
  const times = attempts.map(secondsToVerified).filter((s): s is number => s !== null);
  return {
    attempts: attempts.length,
    verified: attempts.filter((a) => a.result === 'verified').length,
    failed: attempts.filter((a) => a.result === 'failed').length,
    lockedOut: attempts.filter((a) => a.result === 'lockedOut').length,
    medianSecondsToVerified: median(times),
  };
}
