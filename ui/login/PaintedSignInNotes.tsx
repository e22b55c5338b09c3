import { Callout, Intent } from '@blueprintjs/core';

/** The id the boot script (scripts/deploy/signInBootScript.ts) reveals when the page's scripts fail to load. */
export const PAINTED_UNAVAILABLE_ID = 'painted-sign-in-unavailable';

const RETRY = 'Check your connection, then reload the page to try again.';

/**
 * What only the painted form (index.html, before any script) says: that sign-in is unavailable when the scripts
 * cannot load, and that it needs JavaScript when that is off. Hidden otherwise; the scripts replace the form.
 */
export function PaintedSignInNotes() {
  return (
    <>
      {/* A plain wrapper: `hidden` on Blueprint's callout would lose to its display rule. */}
      <div id={PAINTED_UNAVAILABLE_ID} hidden>
        <Callout intent={Intent.DANGER} role="alert" compact className="login__failure">
          Sign-in is unavailable: the app could not finish loading. {RETRY}
        </Callout>
      </div>
      <noscript>
        <Callout intent={Intent.WARNING} compact className="login__failure">
          Sign-in needs JavaScript. Turn it on, then reload the page.
        </Callout>
      </noscript>
    </>
  );
}
