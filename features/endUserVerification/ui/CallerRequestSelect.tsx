import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { CALLER_REQUEST_LABELS, CALLER_REQUEST_PHRASES, CALLER_REQUESTS, readCallerRequest } from '@features/api/core';
import type { VerificationStore } from './VerificationStore';

export interface CallerRequestSelectProps {
  store: VerificationStore;
  disabled: boolean;
}

/** What the caller asks for, said before the check: a password reset or an MFA reset needs two methods where the company says so. */
export const CallerRequestSelect = observer(function CallerRequestSelect({
  store,
  disabled,
}: CallerRequestSelectProps) {
  const needed = store.standing.methodsNeeded;
  // While a check runs the choice is made: one short line (nothing for Other), so the code field stays in view.
  if (disabled) {
    return store.request === 'Other' ? null : (
      <p className="verification__request-chosen verification__muted">
        For {CALLER_REQUEST_PHRASES[store.request]}
        {needed === 2 ? ': two methods' : ''}
      </p>
    );
  }
  return (
    <FormGroup
      inline
      label="Caller asks for"
      labelFor="verification-request"
      helperText={needed === 2 ? 'Two different methods are needed for this request.' : undefined}
      className="verification__request"
    >
      <HTMLSelect
        id="verification-request"
        value={store.request}
        disabled={disabled}
        onChange={(event) => {
          const request = readCallerRequest(event.currentTarget.value);
          if (request) store.setRequest(request);
        }}
        options={CALLER_REQUESTS.map((request) => ({ value: request, label: CALLER_REQUEST_LABELS[request] }))}
      />
    </FormGroup>
  );
});
