import type { BoardTypes, ItemOption, LookupOption, SubTypeOption } from './QuickTicketLookups';

/** The selects of the Quick Ticket form. */
export type QuickTicketSelect =
  | 'company'
  | 'contact'
  | 'agreement'
  | 'site'
  | 'priority'
  | 'board'
  | 'status'
  | 'type'
  | 'subType'
  | 'item'
  | 'source';

/**
 * What each select decides (spec: company -> agreements/sites/contacts; board -> statuses/types ->
 * subtypes -> items). Changing a select empties every select that depends on it, directly or not.
 */
const DEPENDENTS: Partial<Record<QuickTicketSelect, readonly QuickTicketSelect[]>> = {
  company: ['contact', 'agreement', 'site'],
  board: ['status', 'type'],
  type: ['subType'],
  subType: ['item'],
};

/** Every select that no longer applies once `changed` changes, nearest first. */
export function resetsFor(changed: QuickTicketSelect): QuickTicketSelect[] {
  const out: QuickTicketSelect[] = [];
  const visit = (field: QuickTicketSelect) => {
    for (const dependent of DEPENDENTS[field] ?? []) {
      out.push(dependent);
      visit(dependent);
    }
  };
  visit(changed);
  return out;
}

/** The subtypes that apply to a type (none until a type is chosen). */
export function subTypesFor(board: BoardTypes, typeId: string): SubTypeOption[] {
  return typeId ? board.subTypes.filter((s) => s.typeIds.includes(typeId)) : [];
}

/** The items that apply to a subtype (none until a subtype is chosen). */
export function itemsFor(board: BoardTypes, subTypeId: string): ItemOption[] {
  return subTypeId ? board.items.filter((i) => i.subTypeIds.includes(subTypeId)) : [];
}

/** A chosen value survives a new list only if the list still offers it (e.g. the pod's contact). */
export function keepIfOffered(value: string, options: readonly LookupOption[]): string {
  return value && options.some((o) => o.id === value) ? value : '';
}
