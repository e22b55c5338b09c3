import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PageReloadToken, type PageReload } from '@core/errors/PageReload';
import type { Token } from '@core/shared/Token';
import { ServiceProvider, type ServiceLocator } from '../services/ServiceContext';
import { RouteErrorScreen } from './RouteErrorScreen';

// The error screen's own chunk cannot load (offline, or deployed away since the page loaded).
jest.mock('./ErrorScreen', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ErrorScreen-1.js');
});

describe('the route error element when the error screen cannot load', () => {
  it('says what went wrong as plain text and still offers Reload', async () => {
    const calls: string[] = [];
    const page: PageReload = {
      reload: () => void calls.push('reload'),
      open: (path) => void calls.push(`open ${path}`),
      reloadOnceForChunkError: () => false,
    };
    const services: ServiceLocator = {
      get: <T,>(token: Token<T>) => (token === PageReloadToken ? page : undefined) as T,
    };
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <p>never shown</p>,
          hydrateFallbackElement: <p>loading</p>,
          errorElement: <RouteErrorScreen />,
          loader: () => {
            throw new Error('The record <b>could not</b> be read');
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught chunk error
    const { container } = render(
      <ServiceProvider services={services}>
        <RouterProvider router={router} />
      </ServiceProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The record <b>could not</b> be read')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(calls).toEqual(['reload']);
  });
});
