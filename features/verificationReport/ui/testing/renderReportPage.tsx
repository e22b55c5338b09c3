import { act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ClockToken } from '@features/api/core';
import { bindFeatureOnce } from '@features/api/testing';
import { ManualClock } from '@core/testing/ManualClock';
import { renderWithServices } from '@tests/support/renderWithServices';
import { verificationReportBindings } from '../../bindings';
import { VerificationReportPage } from '../VerificationReportPage';

/** The report's place in a pod: its filter is added to this query. */
export const REPORT_URL = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket&page=verificationReport';

/**
 * Renders the report page with the app's container, a manual clock (typed values wait for it) and a router (the
 * filter lives in the address's query): `back()` is the browser's Back, `filter()` the query's filter values.
 */
export function renderReportPage(query = '') {
  const clock = new ManualClock(Date.now());
  const router = createMemoryRouter([{ path: '*', element: <VerificationReportPage /> }], {
    initialEntries: [`${REPORT_URL}${query}`],
  });
  const view = renderWithServices(<RouterProvider router={router} />, (container) => {
    bindFeatureOnce(container, 'verificationReport', verificationReportBindings);
    container.rebind(ClockToken).toConstantValue(clock);
  });
  const back = () => act(() => router.navigate(-1));
  const filter = () =>
    Object.fromEntries(
      [...new URLSearchParams(router.state.location.search)]
        .filter(([name]) => name.startsWith('filter.'))
        .map(([name, value]) => [name.slice('filter.'.length), value]),
    );
  /** Lets a typed value's pause pass. */
  const pause = () => act(() => clock.advance(1000));
  return { ...view, clock, router, back, filter, pause };
}
