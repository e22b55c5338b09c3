import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@core/errors/chunkLoadError';
import { PageReloadToken } from '@core/errors/PageReload';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { ERROR_SCREEN_TITLE } from './errorScreenTitle';

const ErrorScreen = lazy(() => import('./ErrorScreen').then((m) => ({ default: m.ErrorScreen })));

/**
 * The route table's error element. The error screen is its own chunk (no first screen shows it); what
 * must work when chunks fail stays here: a chunk that failed to load (a deploy since this page loaded)
 * reloads the page once at once, and if the screen's own chunk cannot load either (the network is gone),
 * a plain page says what happened and offers Reload. It is not fetched ahead: that would add requests to
 * every first screen, a pod link's included, for a page that is rarely shown.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const page = useService(PageReloadToken);
  const [reloading] = useState(() => isChunkLoadError(error) && page.reloadOnceForChunkError());
  if (reloading) return <Loader label="Loading the latest version" />;
  return (
    <ScreenUnavailable error={error} onReload={() => page.reload()}>
      <Suspense fallback={<Loader />}>
        <ErrorScreen />
      </Suspense>
    </ScreenUnavailable>
  );
}

interface ScreenUnavailableProps {
  error: unknown;
  onReload(): void;
  children: ReactNode;
}

/** Shows the route's error as plain text when the error screen's chunk itself fails to load. */
class ScreenUnavailable extends Component<ScreenUnavailableProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error, onReload } = this.props;
    return (
      <main className="error-screen">
        <h1>{ERROR_SCREEN_TITLE}</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" onClick={onReload}>
          Reload
        </button>
      </main>
    );
  }
}
