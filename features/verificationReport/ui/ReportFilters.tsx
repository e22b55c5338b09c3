import { Callout, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { CONTACT_SEARCH_MAX, EARLIEST_DAY } from '../core/reportFilter';
import { METHOD_NAMES, VERIFICATION_METHODS, type VerificationMethod } from '@features/api/core';
import { ATTEMPT_RESULTS, RESULT_NAMES, type AttemptResult } from '../core/VerificationAttempt';
import type { VerificationReportStore } from './VerificationReportStore';

const ANY = '';

/**
 * The report's filters: the range, company, technician, result, method and the contact's name. Each applies as
 * it is chosen; dates and the name once the typing pauses.
 */
export const ReportFilters = observer(function ReportFilters({ store }: { store: VerificationReportStore }) {
  const { draft, problem } = store;
  const lists = store.options.value;
  const typed = { typed: true };
  return (
    <form className="report-filters" aria-label="Filters" onSubmit={(e: FormEvent) => e.preventDefault()} noValidate>
      <label>
        From
        <input
          className="bp6-input"
          type="date"
          min={EARLIEST_DAY}
          value={draft.from}
          aria-invalid={!!problem}
          onChange={(e) => store.edit({ from: e.target.value }, typed)}
        />
      </label>
      <label>
        To
        <input
          className="bp6-input"
          type="date"
          min={EARLIEST_DAY}
          value={draft.to}
          aria-invalid={!!problem}
          onChange={(e) => store.edit({ to: e.target.value }, typed)}
        />
      </label>
      <CompanyFilter store={store} />
      <SelectField
        id="report-technician"
        label="Technician"
        any="Any technician"
        value={draft.technicianId}
        options={lists?.technicians.map((t) => [t.id, t.name] as const) ?? []}
        onChange={(technicianId) => store.edit({ technicianId })}
      />
      <SelectField
        id="report-result"
        label="Result"
        any="Any result"
        value={draft.result}
        options={ATTEMPT_RESULTS.map((r) => [r, RESULT_NAMES[r]] as const)}
        onChange={(result) => store.edit({ result: result as AttemptResult | null })}
      />
      <SelectField
        id="report-method"
        label="Method"
        any="Any method"
        value={draft.method}
        options={VERIFICATION_METHODS.map((m) => [m, METHOD_NAMES[m]] as const)}
        onChange={(method) => store.edit({ method: method as VerificationMethod | null })}
      />
      <label className="report-filters__contact">
        Contact
        <InputGroup
          type="search"
          value={draft.contact}
          maxLength={CONTACT_SEARCH_MAX}
          placeholder="Part of the name"
          onChange={(e) => store.edit({ contact: e.target.value }, typed)}
        />
      </label>
      <FilterProblems store={store} />
    </form>
  );
});

/** The company filter: each company of the tenant once, sorted, named with its PSA where two share a name. */
export const CompanyFilter = observer(function CompanyFilter({ store }: { store: VerificationReportStore }) {
  return (
    <SelectField
      id="report-company"
      label="Company"
      any="Any company"
      value={store.draft.companyId}
      options={store.companies?.list.map((c) => [c.id, c.name] as const) ?? []}
      onChange={(companyId) => store.edit({ companyId })}
    />
  );
});

interface SelectFieldProps {
  id: string;
  label: string;
  /** The first option's text: no filter. */
  any: string;
  value: string | null;
  options: readonly (readonly [value: string, text: string])[];
  onChange(value: string | null): void;
}

/** One list filter: its label, "any" first, then the options. */
function SelectField({ id, label, any, value, options, onChange }: SelectFieldProps) {
  return (
    <div className="report-filters__field">
      <label htmlFor={id}>{label}</label>
      <HTMLSelect id={id} value={value ?? ANY} onChange={(e) => onChange(e.target.value || null)}>
        <option value={ANY}>{any}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </HTMLSelect>
    </div>
  );
}

/** Why the filter was not applied, what the address had wrong, or why the lists are missing. */
const FilterProblems = observer(function FilterProblems({ store }: { store: VerificationReportStore }) {
  return (
    <>
      {store.problem && (
        <Callout className="report-filters__problem" intent={Intent.DANGER} role="alert">
          {store.problem}
        </Callout>
      )}
      {store.corrections.length > 0 && (
        <Callout
          className="report-filters__problem"
          intent={Intent.WARNING}
          role="status"
          title="The address was put right"
        >
          {store.corrections.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Callout>
      )}
      {store.options.state === 'failed' && (
        <Callout className="report-filters__problem" intent={Intent.WARNING} role="alert">
          The companies and technicians could not be loaded: {store.options.error}
        </Callout>
      )}
    </>
  );
});
