import { Button, Callout, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import {
  ATTEMPT_RESULTS,
  METHOD_NAMES,
  RESULT_NAMES,
  VERIFICATION_METHODS,
  type AttemptResult,
  type VerificationMethod,
} from '../core/VerificationAttempt';
import type { VerificationReportStore } from './VerificationReportStore';

const ANY = '';

/** The report's filters: the range, company, technician, result, method and the contact's name; Show applies them. */
export const ReportFilters = observer(function ReportFilters({ store }: { store: VerificationReportStore }) {
  const { draft, problem } = store;
  const lists = store.options.value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.apply();
  };
  return (
    <form className="report-filters" aria-label="Filters" onSubmit={submit} noValidate>
      <label>
        From
        <input
          className="bp6-input"
          type="date"
          value={draft.from}
          aria-invalid={!!problem}
          onChange={(e) => store.edit({ from: e.target.value })}
        />
      </label>
      <label>
        To
        <input
          className="bp6-input"
          type="date"
          value={draft.to}
          aria-invalid={!!problem}
          onChange={(e) => store.edit({ to: e.target.value })}
        />
      </label>
      <SelectField
        id="report-company"
        label="Company"
        any="Any company"
        value={draft.companyId}
        options={lists?.companies.map((c) => [c.id, c.name] as const) ?? []}
        onChange={(companyId) => store.edit({ companyId })}
      />
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
          placeholder="Part of the name"
          onChange={(e) => store.edit({ contact: e.target.value })}
        />
      </label>
      <Button type="submit" intent={Intent.PRIMARY} text="Show" className="report-filters__show" />
      <FilterProblems store={store} />
    </form>
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

/** Why the filter was not applied, or why its lists are missing. */
const FilterProblems = observer(function FilterProblems({ store }: { store: VerificationReportStore }) {
  return (
    <>
      {store.problem && (
        <Callout className="report-filters__problem" intent={Intent.DANGER} role="alert">
          {store.problem}
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
