import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import type { QuickTicketSelect } from '../core/cascade';
import type { LookupOption } from '../core/QuickTicketLookups';
import { QUICK_TICKET_LABELS } from './createQuickTicketForm';
import type { QuickTicketStore } from './QuickTicketStore';

/** Lists longer than this get a search box above the select. */
export const SEARCH_THRESHOLD = 12;

export interface LookupSelectProps {
  store: QuickTicketStore;
  name: QuickTicketSelect;
  /** @default false */
  required?: boolean;
  /** What to choose first, when the select's parent is empty, e.g. "Choose a company first". */
  needs?: string;
}

/** Only the options whose label contains the search, keeping the chosen one so the select still shows it. */
function filtered(options: readonly LookupOption[], search: string, chosen: string): readonly LookupOption[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return options;
  return options.filter((o) => o.id === chosen || o.label.toLowerCase().includes(wanted));
}

/** What the select's empty option says: what to choose first, loading, none, no match, or that it may stay empty. */
function placeholderOf(state: {
  label: string;
  needs: string | undefined;
  applies: boolean;
  loading: boolean;
  none: boolean;
  noMatch: boolean;
  required: boolean;
}): string {
  const choose = `Choose ${state.label.toLowerCase()}`;
  if (!state.applies) return state.needs ?? choose;
  if (state.loading) return 'Loading…';
  if (state.none) return 'None available';
  if (state.noMatch) return 'No match';
  return state.required ? choose : `No ${state.label.toLowerCase()}`;
}

/**
 * One select of the form: a native select (keyboard, screen readers and phone pickers for free) and,
 * for long lists, a search box that narrows it. Shows its list's loading and failure, and its
 * validation error once touched.
 */
export const LookupSelect = observer(function LookupSelect({
  store,
  name,
  required = false,
  needs,
}: LookupSelectProps) {
  const field = store.form.$(name);
  const [search, setSearch] = useState('');
  const label = QUICK_TICKET_LABELS[name];
  const applies = store.applies(name);
  const request = store.requestOf(name);
  const options = applies ? store.options(name) : [];
  const chosen = store.value(name);
  const shown = filtered(options, search, chosen);
  const error = store.errorOf(name);
  const id = `quick-ticket-${name}`;
  const helpId = `${id}-help`;
  const loading = applies && request.state === 'loading';
  const failed = applies && request.state === 'failed';
  const searchable = options.length > SEARCH_THRESHOLD;

  const placeholder = placeholderOf({
    label,
    needs: applies ? undefined : needs,
    applies,
    loading,
    none: options.length === 0,
    noMatch: !!search && shown.length === 0,
    required,
  });

  let help: ReactNode = undefined;
  if (failed) {
    help = (
      <span id={helpId}>
        {label} could not be loaded: {request.error}{' '}
        <Button size="small" variant="minimal" text="Try again" onClick={() => store.retry(name)} />
      </span>
    );
  } else if (error) help = <span id={helpId}>{error}</span>;

  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      intent={error || failed ? Intent.DANGER : Intent.NONE}
      helperText={help}
    >
      {searchable && (
        <InputGroup
          type="search"
          className="quick-ticket__search"
          aria-label={`Search ${label.toLowerCase()}`}
          placeholder={`Search ${options.length} ${label.toLowerCase()} options`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      )}
      <HTMLSelect
        id={id}
        name={name}
        fill
        value={chosen}
        disabled={!applies || loading || store.create.pending}
        aria-invalid={error ? true : undefined}
        aria-describedby={help ? helpId : undefined}
        aria-required={required || undefined}
        onChange={(e) => store.change(name, e.target.value)}
        onFocus={field.onFocus}
        onBlur={field.onBlur}
      >
        <option value="">{placeholder}</option>
        {shown.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
});
