import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ContactOption } from '@core/contact/ContactDirectory';
import { ContactFilter, NoContacts } from './ContactPickerParts';
import { ContactList, ROW_HEIGHT } from './ContactList';
import type { ContactPickerStore } from './ContactPickerStore';

export interface ContactPickerProps {
  store: ContactPickerStore;
  /** Called with the picked contact. */
  onPick(contact: ContactOption): void;
  /** The contact shown now, marked in the list. */
  currentId?: string | null;
  /** Disables picking while a pick is being applied. @default false */
  busy?: boolean;
}

/** Start the next page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 5;

/**
 * Another contact of the company: a filter (trimmed, sent only when not empty) and a virtualized
 * list that fetches the next page of 20 as it scrolls (spec sections 5, 7 and 9).
 */
export const ContactPicker = observer(function ContactPicker({
  store,
  onPick,
  currentId,
  busy = false,
}: ContactPickerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState(store.label);
  const count = store.rows.length;
  const virtualizer = useVirtualizer({
    count: store.hasMore ? count + 1 : count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    initialRect: { width: 300, height: 240 },
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  // A finished search with nothing in it says so, instead of showing an empty box.
  const empty = store.answered && count === 0 && !store.hasMore;
  const lastIndex = items.length ? items[items.length - 1]!.index : -1;

  // The first page: where the store came from usePageStore it has started already; this is then a no-op.
  useEffect(() => store.start(), [store]);
  useEffect(() => {
    if (lastIndex >= count - PREFETCH_ROWS && store.hasMore && !store.error) void store.loadMore();
  }, [lastIndex, count, store, store.hasMore, store.error]);

  return (
    <div className="contact-picker">
      <ContactFilter
        value={filter}
        onChange={(value) => {
          setFilter(value);
          void store.search(value);
        }}
        onSubmit={() => void store.search(filter)}
      />
      <p className="contact-picker__count" aria-live="polite">
        {store.loading && count === 0
          ? 'Loading contacts…'
          : `${store.totalCount} contact${store.totalCount === 1 ? '' : 's'}`}
      </p>
      {store.error && (
        <Callout intent={Intent.DANGER} title="The contacts could not be loaded">
          <p>{store.error}</p>
          <Button text="Try again" onClick={() => void store.loadMore()} />
        </Callout>
      )}
      {empty && (
        <NoContacts
          filter={store.label.trim()}
          onClear={() => {
            setFilter('');
            void store.search('');
          }}
        />
      )}
      {/* Hidden, not removed, when empty: the virtualizer keeps its scroll element. */}
      <ContactList
        scrollerRef={scroller}
        totalSize={virtualizer.getTotalSize()}
        items={items}
        rows={store.rows}
        empty={empty}
        busy={busy}
        currentId={currentId}
        onPick={onPick}
      />
    </div>
  );
});
