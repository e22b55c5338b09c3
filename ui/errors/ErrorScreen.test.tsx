import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorScreen, ErrorScreenView } from './ErrorScreen';

describe('the default error screen', () => {
  it('shows status and status text of a route error response', async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <p>never shown</p>, hydrateFallbackElement: <p>loading</p>, errorElement: <ErrorScreen />, loader: () => { throw new Response('', { status: 503, statusText: 'Service Unavailable' }); } }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('shows an error message and its stack', () => {
    const error = new Error('Boom in render');
    render(<ErrorScreenView error={error} />);
    expect(screen.getByText('Boom in render')).toBeInTheDocument();
    expect(screen.getByText(/at /, { selector: 'pre' })).toBeInTheDocument();
  });

  it('serializes anything else, as text: HTML in an error is never rendered', () => {
    const { container } = render(<ErrorScreenView error={{ html: '<img src=x onerror=alert(1)>' }} />);
    expect(screen.getByText('{"html":"<img src=x onerror=alert(1)>"}')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
