import { Button, InputGroup, Spinner } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import type { ContactOption } from '@core/contact/ContactDirectory';

/** The picker's name filter: every keystroke searches, Enter too. */
export function ContactFilter({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
}) {
  return (
    <form
      role="search"
      className="contact-picker__filter"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <InputGroup
        aria-label="Filter contacts by name"
        placeholder="Filter by name"
        leftIcon={<Search />}
        value={value}
        onValueChange={onChange}
      />
    </form>
  );
}

/** A finished search with nothing in it: says why, and offers to clear the filter when there is one. */
export function NoContacts({ filter, onClear }: { filter: string; onClear(): void }) {
  return (
    <div className="contact-picker__empty" role="status">
      <p>{filter ? `No contact's name matches “${filter}”.` : 'This company has no contacts in the PSA yet.'}</p>
      {filter && <Button text="Clear the filter" size="small" onClick={onClear} />}
    </div>
  );
}

/** One row of the list: a contact to pick, or (past the last one loaded) the next page loading. */
export function ContactRow({
  row,
  busy,
  current,
  onPick,
}: {
  row: ContactOption | undefined;
  busy: boolean;
  current: boolean;
  onPick(contact: ContactOption): void;
}) {
  if (!row) {
    return (
      <span className="contact-picker__more">
        <Spinner size={16} aria-label="Loading more contacts" /> Loading more…
      </span>
    );
  }
  return (
    <Button
      fill
      alignText="start"
      variant="minimal"
      disabled={busy}
      active={current}
      aria-current={current ? 'true' : undefined}
      text={row.label || row.id}
      onClick={() => onPick(row)}
    />
  );
}
