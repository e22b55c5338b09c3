import type { LookupOption } from './QuickTicketLookups';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Spec section 7: contacts and priorities sorted by label; boards, statuses and sources by name (the
 * name is the option's label here). Numbers inside names sort as numbers ("Priority 2" before "Priority 10").
 */
export function sortByLabel<T extends LookupOption>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => collator.compare(a.label, b.label));
}
