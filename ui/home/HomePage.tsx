import { NonIdealState } from '@blueprintjs/core';
import { Link } from '@blueprintjs/icons';
import { ShellLayout } from '../shell/ShellLayout';

/** Where a technician lands when they signed in without coming from a PSA. */
export function HomePage() {
  return (
    <ShellLayout>
      <NonIdealState
        icon={<Link size={48} />}
        title="Open a ticket or contact"
        description="Open this app from a ticket or a contact in your PSA to verify the caller, send messages and share secure data."
      />
    </ShellLayout>
  );
}
