import { Button, Callout, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { ContactOption } from '@core/contact/ContactDirectory';
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

const ROW_HEIGHT = 36;
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
      <form
        role="search"
        className="contact-picker__filter"
        onSubmit={(event) => {
          event.preventDefault();
          void store.search(filter);
        }}
      >
        <InputGroup
          aria-label="Filter contacts by name"
          placeholder="Filter by name"
          leftIcon={<Search />}
          value={filter}
          onValueChange={(value) => {
            setFilter(value);
            void store.search(value);
          }}
        />
      </form>
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
        <div className="contact-picker__empty" role="status">
          <p>
            {store.label.trim()
              ? `No contact's name matches “${store.label.trim()}”.`
              : 'This company has no contacts in the PSA yet.'}
          </p>
          {store.label.trim() && (
            <Button
              text="Clear the filter"
              size="small"
              onClick={() => {
                setFilter('');
                void store.search('');
              }}
            />
          )}
        </div>
      )}
      {/* Hidden, not removed, when empty: the virtualizer keeps its scroll element. */}
      <div
        ref={scroller}
        className="contact-picker__list"
        tabIndex={empty ? -1 : 0}
        aria-label="Scrollable contact list"
        hidden={empty}
      >
        <div
          role="list"
          aria-label="Contacts of the company"
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {items.map((item) => {
            const row = store.rows[item.index];
            return (
              <div
                key={item.key}
                role="listitem"
                className="contact-picker__row"
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                {row ? (
                  <Button
                    fill
                    alignText="start"
                    variant="minimal"
                    disabled={busy}
                    active={row.id === currentId}
                    aria-current={row.id === currentId ? 'true' : undefined}
                    text={row.label || row.id}
                    onClick={() => onPick(row)}
                  />
                ) : (
                  <span className="contact-picker__more">
                    <Spinner size={16} aria-label="Loading more contacts" /> Loading more…
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});
