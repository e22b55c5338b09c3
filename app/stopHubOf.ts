import type { Container } from 'inversify';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { asServiceLocator } from './typedContainer';

/**
 * Stops a container's realtime hub if it has one. The real hub keeps retrying while the page is open
 * (it never gives up on its own), so harnesses that build several apps in one page (jest tests,
 * stories) stop each one's hub when they are done with it.
 */
export function stopHubOf(container: Container): Promise<void> | undefined {
  return container.isBound(RealtimeHubToken) ? asServiceLocator(container).get(RealtimeHubToken).stop() : undefined;
}
