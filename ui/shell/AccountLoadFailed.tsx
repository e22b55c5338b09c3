import { Button, Callout, Intent } from '@blueprintjs/core';

export interface AccountLoadFailedProps {
  /** Why the technician's account could not be loaded. */
  error: string | null;
  onRetry(): void;
  onSignOut(): void;
}

/** In place of the shell when the signed-in technician's account could not be loaded. */
export function AccountLoadFailed({ error, onRetry, onSignOut }: AccountLoadFailedProps) {
  return (
    <main className="shell__main">
      <Callout intent={Intent.DANGER} title="Your account could not be loaded">
        <p>{error}</p>
        <Button text="Try again" onClick={onRetry} /> <Button text="Sign out" variant="minimal" onClick={onSignOut} />
      </Callout>
    </main>
  );
}
