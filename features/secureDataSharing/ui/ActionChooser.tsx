import { Button, Intent } from '@blueprintjs/core';
import { Import, Lock } from '@blueprintjs/icons';
import { focusNext } from '@features/api/ui';
import type { SecureDataAction } from '../core/secureDataSteps';

export interface ActionChooserProps {
  onChoose(action: SecureDataAction): void;
}

/** SelectActions: send something to the contact, or ask the contact for something. */
export function ActionChooser({ onChoose }: ActionChooserProps) {
  return (
    <div className="secure-data__choices" role="group" aria-label="Choose an action">
      <Button
        size="large"
        intent={Intent.PRIMARY}
        icon={<Lock />}
        text="Send secure data"
        {...focusNext()}
        onClick={() => onChoose('sendData')}
      />
      <Button size="large" icon={<Import />} text="Request data" onClick={() => onChoose('requestData')} />
      <p className="secure-data__hint">
        Send a password, a file or a note through a link that opens once, or ask the contact for data through a secure
        form.
      </p>
    </div>
  );
}
