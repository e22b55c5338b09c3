import { useEffect, useMemo, useRef } from 'react';
import type { Clock } from '@features/api/core';
import { usePageFilter } from '@features/api/ui';
import { filterAddress, filterFromAddress, namesTenantIds, type KnownIds } from '../core/filterInAddress';
import type { VerificationReportStore } from './VerificationReportStore';

/**
 * Keeps the report's filter in the address (docs/decisions/281-the-report-filter-lives-in-the-address.md): the
 * address's filter is the one shown, so a reload, Back and a shared address show the same report. A chosen filter
 * is a new history entry; a value being typed replaces its own entry, so Back undoes the whole typing. An address
 * with a value the report cannot show is put right in place and the page says what was wrong. A company or
 * technician in the address waits for the tenant's lists, which tell whether the tenant has it.
 */
export function useFilterInAddress(store: VerificationReportStore, clock: Clock): void {
  const [values, write] = usePageFilter();
  const lists = store.options.value;
  const listsSettled = store.options.state === 'ready' || store.options.state === 'failed';
  const known = useMemo<KnownIds | null>(
    () =>
      lists && {
        companies: new Set(lists.companies.map((c) => c.id)),
        technicians: new Set(lists.technicians.map((t) => t.id)),
      },
    [lists],
  );
  // Whether the entry on screen was written by typing (the next typed value replaces it), and what was written.
  const typing = useRef({ typed: false, written: '' });

  useEffect(() => {
    store.connect((filter, typed) => {
      const next = filterAddress(filter);
      write(next, { replace: typed && typing.current.typed });
      typing.current = { typed, written: addressKey(next) };
    });
    return () => store.connect(null);
  }, [store, write]);

  useEffect(() => {
    // An address the page did not write (a reload, Back, a link): the next typed value starts an entry of its own.
    if (addressKey(values) !== typing.current.written) typing.current = { typed: false, written: '' };
    if (namesTenantIds(values) && !listsSettled) return;
    const read = filterFromAddress(values, clock.now(), known);
    if (read.corrections.length) store.noteCorrections(read.corrections);
    const canonical = filterAddress(read.filter);
    if (addressKey(canonical) !== addressKey(values)) write(canonical, { replace: true });
    store.show(read.filter);
  }, [store, clock, values, known, listsSettled, write]);
}

/** A filter as the address holds it, comparable: empty values are left out of it. */
function addressKey(values: Readonly<Record<string, string>>): string {
  const entries = Object.entries(values).filter(([, value]) => value !== '');
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
}
