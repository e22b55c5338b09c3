import { TECH_HISTORY_FIELDS, type TechVerificationWire } from '../adapters/wire/techVerificationWire';

/** Filters the history accepts as query parameters (exact, except ContactName: contains, any case). */
const FILTERS = ['ContactName', 'Type', 'TicketId', 'CrmId'] as const;

/** GET /VerifiedPsaTechBySms paging (_start, _end), sorting (field, order) and filters. */
export function queryTechHistory(
  rows: TechVerificationWire[],
  params: URLSearchParams,
): { rows: TechVerificationWire[]; total: number } | { error: string } {
  const field = params.get('field') ?? 'CreatedDate';
  if (!(TECH_HISTORY_FIELDS as readonly string[]).includes(field)) return { error: `Cannot sort by ${field}.` };
  const order = (params.get('order') ?? 'desc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') return { error: 'order must be asc or desc.' };
  let filtered = rows;
  for (const name of FILTERS) {
    const wanted = params.get(name)?.trim();
    if (!wanted) continue;
    filtered = filtered.filter((row) => {
      const value = row[name] ?? '';
      return name === 'ContactName' ? value.toLowerCase().includes(wanted.toLowerCase()) : value === wanted;
    });
  }
  const key = field as (typeof TECH_HISTORY_FIELDS)[number];
  const sorted = [...filtered].sort((a, b) => {
    const compared = String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'en', { numeric: true });
    return order === 'asc' ? compared : -compared;
  });
  const start = Math.max(0, Number(params.get('_start') ?? 0) || 0);
  const end = Math.max(start, Number(params.get('_end') ?? start + 10) || start + 10);
  return { rows: sorted.slice(start, end), total: sorted.length };
}
