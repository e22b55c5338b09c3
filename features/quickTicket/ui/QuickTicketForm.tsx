import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { focusNext } from '@features/api/ui';
import { LookupSelect } from './LookupSelect';
import { DescriptionField, SummaryField } from './QuickTicketTextFields';
import type { QuickTicketStore } from './QuickTicketStore';

export interface QuickTicketFormProps {
  store: QuickTicketStore;
}

/** The ticket's fields, in the order ConnectWise asks for them. */
export const QuickTicketForm = observer(function QuickTicketForm({ store }: QuickTicketFormProps) {
  return (
    <form
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
      <SummaryField store={store} />
      <DescriptionField store={store} />
      {store.create.error && (
        <Callout intent={Intent.DANGER} role="alert" title="The ticket was not created" tabIndex={-1} {...focusNext()}>
          {store.create.error} Everything you entered is still here.
        </Callout>
      )}
      <Button type="submit" intent={Intent.PRIMARY} text="Create ticket" loading={store.busy} disabled={store.busy} />
    </form>
  );
});
