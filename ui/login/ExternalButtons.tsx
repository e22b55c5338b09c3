import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { LoginStore } from './LoginStore';
import { GoogleMark, MicrosoftMark } from './ProviderLogos';
import { lazy, Suspense } from 'react';

// Only the embedded browser's relay shows it, after a click and the relay's own round trip: not on the first paint.
const RelayCodeNotice = lazy(() => import('./RelayCodeNotice').then((m) => ({ default: m.RelayCodeNotice })));

export interface ExternalButtonsProps {
  store: LoginStore;
}

/** Google and Microsoft sign-in (spec section 2); side by side, stacked under 400 px (login.css). */
export const ExternalButtons = observer(function ExternalButtons({ store }: ExternalButtonsProps) {
  const hint = store.embeddedBrowser ? ' (opens in your browser)' : '';
  return (
    <>
      <div className="login__actions login__external">
        <Button
          size="large"
          icon={<GoogleMark />}
          text="Google"
          aria-label={`Sign in with Google${hint}`}
          loading={store.externalPending === 'Google'}
          disabled={store.busy}
          aria-busy={store.externalPending === 'Google'}
          onClick={() => void store.signInWith('Google')}
        />
        <Button
          size="large"
          icon={<MicrosoftMark />}
          text="Microsoft"
          aria-label={`Sign in with Microsoft${hint}`}
          loading={store.externalPending === 'Microsoft'}
          disabled={store.busy}
          aria-busy={store.externalPending === 'Microsoft'}
          onClick={() => void store.signInWith('Microsoft')}
        />
      </div>
      {store.relayCode && store.externalPending && (
        <Suspense fallback={null}>
          <RelayCodeNotice code={store.relayCode} provider={store.externalPending} />
        </Suspense>
      )}
    </>
  );
});
