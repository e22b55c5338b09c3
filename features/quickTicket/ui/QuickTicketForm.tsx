import { Button, Callout, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useFocusFirstInvalid } from '@features/api/ui';
import { DESCRIPTION_MAX, SUMMARY_MAX } from '../core/ticketDraft';
import { LookupSelect } from './LookupSelect';
import type { QuickTicketStore } from './QuickTicketStore';

export interface QuickTicketFormProps {
  store: QuickTicketStore;
}

/** The ticket's fields, in the order ConnectWise asks for them. */
export const QuickTicketForm = observer(function QuickTicketForm({ store }: QuickTicketFormProps) {
  const summary = store.form.$('summary');
  const description = store.form.$('description');
  const summaryError = store.errorOf('summary');
  const descriptionError = store.errorOf('description');
  const summaryLength = String(summary.value ?? '').length;
  const pending = store.create.pending;
  const form = useFocusFirstInvalid<HTMLFormElement>(store.refusedSubmits, store.busy);
  return (
    <form
      ref={form}
      className="quick-ticket__form"
      noValidate
      aria-label="New ticket"
      onSubmit={(e) => {
        e.preventDefault();
        void store.submit();
      }}
    >
      <fieldset className="quick-ticket__group">
        <legend>Who</legend>
        <LookupSelect store={store} name="company" required />
        <LookupSelect store={store} name="contact" required needs="Choose a company first" />
        <LookupSelect store={store} name="agreement" needs="Choose a company first" />
        <LookupSelect store={store} name="site" needs="Choose a company first" />
      </fieldset>
      <fieldset className="quick-ticket__group">
        <legend>Where</legend>
        <LookupSelect store={store} name="board" required />
        <LookupSelect store={store} name="status" needs="Choose a service board first" />
        <LookupSelect store={store} name="type" needs="Choose a service board first" />
        <LookupSelect store={store} name="subType" needs="Choose a type first" />
        <LookupSelect store={store} name="item" needs="Choose a subtype first" />
        <LookupSelect store={store} name="priority" required />
        <LookupSelect store={store} name="source" />
      </fieldset>
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
          onChange={summary.onChange}
          onFocus={summary.onFocus}
          onBlur={summary.onBlur}
        />
      </FormGroup>
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
      {store.create.error && (
        <Callout intent={Intent.DANGER} role="alert" title="The ticket was not created">
          {store.create.error} Everything you entered is still here.
        </Callout>
      )}
      <Button type="submit" intent={Intent.PRIMARY} text="Create ticket" loading={store.busy} disabled={store.busy} />
    </form>
  );
});
