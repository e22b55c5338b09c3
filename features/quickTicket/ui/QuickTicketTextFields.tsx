import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { focusNext } from '@features/api/ui';
import { DESCRIPTION_MAX, SUMMARY_MAX } from '../core/ticketDraft';
import type { QuickTicketStore } from './QuickTicketStore';

/**
 * The ticket's summary (required), with its length against the limit or what is wrong with it. The next field after
 * Create another ticket (the choices above are kept).
 */
export const SummaryField = observer(function SummaryField({ store }: { store: QuickTicketStore }) {
  const summary = store.form.$('summary');
  const summaryError = store.errorOf('summary');
  const summaryLength = String(summary.value ?? '').length;
  const pending = store.create.pending;
  return (
    <FormGroup
      label={summary.label}
      labelFor="quick-ticket-summary"
      labelInfo="(required)"
      intent={summaryError ? Intent.DANGER : Intent.NONE}
      helperText={
        <span id="quick-ticket-summary-help">{summaryError ?? `${summaryLength} of ${SUMMARY_MAX} characters`}</span>
      }
    >
      <InputGroup
        id="quick-ticket-summary"
        name="summary"
        value={String(summary.value ?? '')}
        disabled={pending}
        intent={summaryError ? Intent.DANGER : Intent.NONE}
        aria-invalid={summaryError ? true : undefined}
        aria-describedby="quick-ticket-summary-help"
        aria-required
        {...focusNext(!store.create.error)}
        onChange={summary.onChange}
        onFocus={summary.onFocus}
        onBlur={summary.onBlur}
      />
    </FormGroup>
  );
});

/** The ticket's description (optional), with its limit or what is wrong with it. */
export const DescriptionField = observer(function DescriptionField({ store }: { store: QuickTicketStore }) {
  const description = store.form.$('description');
  const descriptionError = store.errorOf('description');
  const pending = store.create.pending;
  return (
    <FormGroup
      label={description.label}
      labelFor="quick-ticket-description"
      intent={descriptionError ? Intent.DANGER : Intent.NONE}
      helperText={
        descriptionError ? (
          <span id="quick-ticket-description-help">{descriptionError}</span>
        ) : (
          `Up to ${DESCRIPTION_MAX} characters`
        )
      }
    >
      <TextArea
        id="quick-ticket-description"
        name="description"
        fill
        rows={4}
        value={String(description.value ?? '')}
        disabled={pending}
        aria-invalid={descriptionError ? true : undefined}
        aria-describedby={descriptionError ? 'quick-ticket-description-help' : undefined}
        onChange={description.onChange}
        onFocus={description.onFocus}
        onBlur={description.onBlur}
      />
    </FormGroup>
  );
});
