import { Button, Card, Intent, NonIdealState } from '@blueprintjs/core';
import { Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseExternalLoginRequest } from '../../core/auth/externalLoginRequest';
import { Logo } from '../branding/Logo';
import { useService } from '../services/ServiceContext';
import { EntryProblem } from './EntryProblem';
import { ExternalLoginStoreFactoryToken } from './ExternalLoginStore';
import './entry.css';

/**
 * /externalLogin?type=Google|Microsoft&sessionId=..: opened by the ConnectWise embedded browser in a
 * normal browser tab, where the provider's sign-in works; sends the token back over the relay.
 */
export function ExternalLoginPage() {
  const [query] = useSearchParams();
  const [request] = useState(() => parseExternalLoginRequest(query));
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

const ExternalLoginPanel = observer(function ExternalLoginPanel({ request }: { request: NonNullable<ReturnType<typeof parseExternalLoginRequest>> }) {
  const createStore = useService(ExternalLoginStoreFactoryToken);
  const [store] = useState(() => createStore(request));

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
  return (
    <main className="entry">
      <Card className="entry__card" elevation={1}>
        <div className="entry__logo">
          <Logo />
        </div>
        <h1 className="entry__heading">Sign in for ConnectWise</h1>
        <p>Sign in with {request.provider} here; the app inside ConnectWise then continues with your account.</p>
        <Button
          intent={Intent.PRIMARY}
          size="large"
          fill
          text={`Continue with ${request.provider}`}
          loading={store.phase === 'working'}
          disabled={store.phase === 'working'}
          aria-label={`Continue with ${request.provider}`}
          aria-busy={store.phase === 'working'}
          onClick={() => void store.continue()}
        />
      </Card>
    </main>
  );
});
