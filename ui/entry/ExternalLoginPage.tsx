import { Button, Card, Intent, NonIdealState } from '@blueprintjs/core';
import { Disable, Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GoogleIdentityToken, MicrosoftIdentityToken, SignInRelayToken } from '@core/auth/ExternalIdentity';
import { parseExternalLoginRequest, type ExternalLoginRequest } from '@core/auth/externalLoginRequest';
import { NotifierToken } from '@core/notifications/Notifier';
import { Logo } from '../branding/Logo';
import { useService } from '../services/ServiceContext';
import { EntryProblem } from './EntryProblem';
import { ExternalLoginStore } from './ExternalLoginStore';
import { useCleanEntry } from './useCleanEntry';
import './entry.css';

/**
 * /externalLogin?type=Google|Microsoft#sessionId=..: opened by the ConnectWise embedded browser in a
 * normal browser tab, where the provider's sign-in works; sends the token back over the relay once
 * the technician has confirmed that this page and ConnectWise show the same code.
 */
export function ExternalLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [request] = useState(() => parseExternalLoginRequest(new URLSearchParams(location.search), location.hash));
  // The relay secret leaves the address bar (and history) at once; the page keeps it in memory.
  useCleanEntry(() => {
    if (location.hash)
      void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  });
  if (!request) {
    return (
      <EntryProblem
        title="This sign-in link is not valid"
        description="Open it again from the Google or Microsoft button of the app inside ConnectWise."
      />
    );
  }
  return <ExternalLoginPanel request={request} />;
}

const ExternalLoginPanel = observer(function ExternalLoginPanel({ request }: { request: ExternalLoginRequest }) {
  const google = useService(GoogleIdentityToken);
  const microsoft = useService(MicrosoftIdentityToken);
  const relay = useService(SignInRelayToken);
  const notifier = useService(NotifierToken);
  const [store] = useState(
    () => new ExternalLoginStore(request, request.provider === 'Google' ? google : microsoft, relay, notifier),
  );
  useEffect(() => void store.load(), [store]);

  if (store.phase === 'sent') {
    return (
      <main className="entry">
        <NonIdealState
          icon={<Tick size={48} />}
          title="You are signed in"
          description="Go back to ConnectWise: the app there continues on its own. You can close this tab."
        />
      </main>
    );
  }
  if (store.phase === 'declined') {
    return (
      <main className="entry">
        <NonIdealState
          icon={<Disable size={48} />}
          title="Nothing was sent"
          description="Your sign-in was not handed to anyone. Close this tab. If you did not start this sign-in from the app inside ConnectWise, someone may have sent you this link: do not use it."
        />
      </main>
    );
  }
  const working = store.phase === 'working';
  return (
    <main className="entry">
      <Card className="entry__card" elevation={1}>
        <div className="entry__logo">
          <Logo />
        </div>
        <h1 className="entry__heading">Sign in for ConnectWise</h1>
        <p>The app inside ConnectWise shows a code. Continue only if it is this one:</p>
        <p
          className="entry__code"
          aria-label={store.code ? `Confirmation code ${store.code}` : 'Confirmation code loading'}
        >
          {store.code ?? '... ...'}
        </p>
        <p>Then sign in with {request.provider} here; the app inside ConnectWise continues with your account.</p>
        <div className="entry__actions">
          <Button
            intent={Intent.PRIMARY}
            size="large"
            fill
            text={`The codes match: continue with ${request.provider}`}
            loading={working}
            disabled={store.phase !== 'ready'}
            aria-label={`The codes match: continue with ${request.provider}`}
            aria-busy={working}
            onClick={() => void store.continue()}
          />
          <Button
            size="large"
            fill
            variant="minimal"
            text="The codes differ, or I did not start this"
            disabled={working}
            onClick={() => store.decline()}
          />
        </div>
      </Card>
    </main>
  );
});
