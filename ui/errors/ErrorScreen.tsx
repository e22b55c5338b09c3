import { Button, Intent } from '@blueprintjs/core';
import { ArrowLeft, Refresh } from '@blueprintjs/icons';
import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { AppConfigToken } from '@core/config/AppConfig';
import { isChunkLoadError } from '@core/errors/chunkLoadError';
import { PageReloadToken } from '@core/errors/PageReload';
import { isSafeReturnPath } from '@core/navigation/safeUrls';
import { PodContextStoreToken } from '@core/session/PodContext';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { ERROR_SCREEN_TITLE } from './errorScreenTitle';
import './errorScreen.css';

export { ERROR_SCREEN_TITLE };

/** What the error screen says about an error, following spec section 2's order. */
export function describeRouteError(error: unknown): { summary: string; stack: string | null } {
  if (isRouteErrorResponse(error)) return { summary: `${error.status} ${error.statusText}`.trim(), stack: null };
  if (error instanceof Error) return { summary: error.message, stack: error.stack ?? null };
  let serialized: string;
  try {
    serialized = JSON.stringify(error) ?? String(error);
  } catch {
    serialized = String(error);
  }
  return { summary: serialized, stack: null };
}

export interface ErrorScreenViewProps {
  error: unknown;
  /** Offers the stack, collapsed (development builds only: a technician cannot act on it). @default false */
  showStack?: boolean;
  /** Loads the page again. */
  onReload(): void;
  /** Opens the pod the technician was on as a fresh page; absent outside a pod. */
  onBackToTicket?: () => void;
}

/**
 * The error screen: what happened in one line, and ways out that work inside a PSA iframe (Reload,
 * Back to the ticket). Everything from the error is plain text, never HTML.
 */
export function ErrorScreenView({ error, showStack = false, onReload, onBackToTicket }: ErrorScreenViewProps) {
  const { summary, stack } = describeRouteError(error);
  return (
    <main className="error-screen">
      <h1 className="error-screen__title">{ERROR_SCREEN_TITLE}</h1>
      <p>
        Something went wrong while showing this page. Reload to try again
        {onBackToTicket ? ', or go back to the ticket you were working on.' : '.'}
      </p>
      <p className="error-screen__summary">{summary}</p>
      <div className="error-screen__actions">
        <Button intent={Intent.PRIMARY} icon={<Refresh />} text="Reload" onClick={onReload} />
        {onBackToTicket && <Button icon={<ArrowLeft />} text="Back to the ticket" onClick={onBackToTicket} />}
      </div>
      {showStack && stack ? (
        <details className="error-screen__details">
          <summary>Technical details</summary>
          <pre className="error-screen__stack">{stack}</pre>
        </details>
      ) : null}
    </main>
  );
}

/**
 * Route-level error element. A chunk that failed to load (the app was deployed since this page
 * loaded) reloads the page once by itself; a second failure right after shows the screen.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const page = useService(PageReloadToken);
  const config = useService(AppConfigToken);
  const pod = useService(PodContextStoreToken).read();
  // Decided once, as the screen first renders: the guard is idempotent per page (strict mode's second
  // call answers the same), and nothing else of the app may run on a page that is about to go.
  const [reloading] = useState(() => isChunkLoadError(error) && page.reloadOnceForChunkError());

  if (reloading) return <Loader label="Loading the latest version" />;
  const ticketPath = pod.psaId && isSafeReturnPath(pod.returnPath) ? pod.returnPath : null;
  return (
    <ErrorScreenView
      error={error}
      showStack={config.showErrorDetails === true}
      onReload={() => page.reload()}
      onBackToTicket={ticketPath ? () => page.open(ticketPath) : undefined}
    />
  );
}
