import type { VirtualItem } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { ContactOption } from '@core/contact/ContactDirectory';
import { ContactRow } from './ContactPickerParts';

export const ROW_HEIGHT = 36;

export interface ContactListProps {
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** The virtualizer's height of all rows. */
  totalSize: number;
  /** The rows in view. */
  items: VirtualItem[];
  rows: readonly ContactOption[];
  /** Hidden, not removed, when empty: the virtualizer keeps its scroll element. */
  empty: boolean;
  busy: boolean;
  currentId?: string | null;
  onPick(contact: ContactOption): void;
}

/** The scrollable list of the company's contacts, only the rows in view rendered. */
export function ContactList({ scrollerRef, totalSize, items, rows, empty, busy, currentId, onPick }: ContactListProps) {
  return (
    <div
      ref={scrollerRef}
      className="contact-picker__list"
      tabIndex={empty ? -1 : 0}
      aria-label="Scrollable contact list"
      hidden={empty}
    >
      <div role="list" aria-label="Contacts of the company" style={{ height: totalSize, position: 'relative' }}>
        {items.map((item) => {
          const row = rows[item.index];
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
              <ContactRow row={row} busy={busy} current={!!row && row.id === currentId} onPick={onPick} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
