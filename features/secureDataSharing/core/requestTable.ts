/** Rows of the requests table per page (spec section 9 leaves table page sizes open). */
export const REQUESTS_PAGE_SIZE = 5;

/** The table's rows: anything with an id (spec section 3's table result). */
export interface Row {
  id: string;
}

/*
 * Spec section 4's table-row operations, pure: each returns a new array and never mutates its input.
 */

/** Puts the row first; a row with the same id is replaced (it moves to the top). */
export function addOnTop<T extends Row>(rows: readonly T[], row: T): T[] {
  return [row, ...rows.filter((r) => r.id !== row.id)];
}

/** Replaces the row with the same id where it is; unknown ids change nothing. */
export function updateRow<T extends Row>(rows: readonly T[], row: T): T[] {
  return rows.map((r) => (r.id === row.id ? row : r));
}

/** Appends rows (the next page), skipping ids already shown. */
export function appendRows<T extends Row>(rows: readonly T[], more: readonly T[]): T[] {
  const seen = new Set(rows.map((r) => r.id));
  const added: T[] = [];
  for (const row of more) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    added.push(row);
  }
  return [...rows, ...added];
}

export function clearRows<T extends Row>(): T[] {
  return [];
}

/** How many pages `totalCount` rows fill (at least one, so an empty table still has page 1). */
export function pageCount(totalCount: number, pageSize = REQUESTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / pageSize));
}

/** The page index kept within the table (a page past the end after rows vanished becomes the last). */
export function clampPage(page: number, totalCount: number, pageSize = REQUESTS_PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 0;
  return Math.min(Math.max(0, Math.floor(page)), pageCount(totalCount, pageSize) - 1);
}

/** `_start` and `_end` (end exclusive) of a page, as the table endpoints take them (spec section 7). */
export function pageRange(page: number, pageSize = REQUESTS_PAGE_SIZE): { start: number; end: number } {
  const start = Math.max(0, Math.floor(page)) * pageSize;
  return { start, end: start + pageSize };
}

/** "6–10 of 12", or "No requests" for an empty table. */
export function pageLabel(page: number, rowsOnPage: number, totalCount: number, pageSize = REQUESTS_PAGE_SIZE): string {
  if (totalCount <= 0 || rowsOnPage <= 0) return 'No requests';
  const { start } = pageRange(page, pageSize);
  return `${start + 1}–${start + rowsOnPage} of ${totalCount}`;
}
