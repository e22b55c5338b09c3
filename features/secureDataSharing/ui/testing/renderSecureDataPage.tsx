import type { Container } from 'inversify';
import { act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bindFeatureOnce } from '@features/api/testing';
import { type FeaturePodContext, ClockToken, ShellNotifierToken } from '@features/api/core';
import { ManualClock } from '@core/testing/ManualClock';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import { renderWithServices } from '@tests/support/renderWithServices';
import { secureDataSharingBindings } from '../../bindings';
import { SecureDataPage } from '../SecureDataPage';

export { podFor } from './podFor';

export interface RenderOptions {
  configure?: (container: Container) => void;
  /** The pod's address, with its query (`step=` keeps the page's step). @default '/pod/connectwise/acme-cw?page=secureDataSharing' */
  url?: string;
}

/**
 * Renders the page with the app's container, the feature's bindings, a manual clock for polling, recorded shell
 * toasts and a router (the step lives in the address's query): `back()` is the browser's Back, `search()` the query.
 */
export function renderSecureDataPage(
  pod: FeaturePodContext,
  options: RenderOptions | ((container: Container) => void) = {},
) {
  const { configure, url = '/pod/connectwise/acme-cw?page=secureDataSharing' } =
    typeof options === 'function' ? { configure: options } : options;
  const clock = new ManualClock(Date.now());
  const shellToasts = new RecordingNotifier();
  const router = createMemoryRouter([{ path: '*', element: <SecureDataPage pod={pod} /> }], { initialEntries: [url] });
  const view = renderWithServices(<RouterProvider router={router} />, (container) => {
    bindFeatureOnce(container, 'secureDataSharing', secureDataSharingBindings);
    container.rebind(ClockToken).toConstantValue(clock);
    container.rebind(ShellNotifierToken).toConstantValue(shellToasts);
    configure?.(container);
  });
  const back = () => act(() => router.navigate(-1));
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, clock, shellToasts, router, back, location, search };
}
