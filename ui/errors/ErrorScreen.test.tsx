import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppConfigToken, type AppConfig } from '@core/config/AppConfig';
import { PageReloadToken, type PageReload } from '@core/errors/PageReload';
import { emptyPodContext, PodContextStoreToken, type PodContext, type PodContextStore } from '@core/session/PodContext';
import type { Token } from '@core/shared/Token';
import { ServiceProvider, type ServiceLocator } from '../services/ServiceContext';
import { ErrorScreen, ErrorScreenView } from './ErrorScreen';
import { RouteErrorScreen } from './RouteErrorScreen';

/** A page reload that records what the screen asked for; `chunkReload` is the guard's answer. */
class RecordingPageReload implements PageReload {
  readonly calls: string[] = [];
  constructor(private readonly chunkReload = true) {}
  reload() {
    this.calls.push('reload');
  }
  open(path: string) {
    this.calls.push(`open ${path}`);
  }
  reloadOnceForChunkError() {
    this.calls.push('chunk');
    return this.chunkReload;
  }
}

// The route table's error element loads the screen on demand: every route-error case runs through both.
let errorElement = <ErrorScreen />;

function renderRouteError(
  thrown: unknown,
  options: { pod?: Partial<PodContext>; page?: RecordingPageReload; showErrorDetails?: boolean } = {},
) {
  const page = options.page ?? new RecordingPageReload();
  const pod: PodContextStore = {
    read: () => ({ ...emptyPodContext, ...options.pod }),
    update: () => undefined,
    clear: () => undefined,
  };
  const config: AppConfig = {
    apiUrl: '/api',
    knowledgeBaseUrl: '',
    supportEmail: '',
    googleScriptUrl: '',
    showErrorDetails: options.showErrorDetails,
  };
  const bound = new Map<Token<unknown>, unknown>([
    [PageReloadToken, page],
    [PodContextStoreToken, pod],
    [AppConfigToken, config],
  ]);
  const services: ServiceLocator = { get: <T,>(token: Token<T>) => bound.get(token) as T };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <p>never shown</p>,
        hydrateFallbackElement: <p>loading</p>,
        errorElement,
        loader: () => {
          throw thrown;
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ServiceProvider services={services}>
      <RouterProvider router={router} />
    </ServiceProvider>,
  );
  return page;
}

describe.each([
  ['the error screen', <ErrorScreen key="screen" />],
  ["the route table's error element (the screen on demand)", <RouteErrorScreen key="route" />],
])('%s', (_name, element) => {
  beforeEach(() => {
    errorElement = element;
  });

  it('shows status and status text of a route error response, with Reload', async () => {
    const page = renderRouteError(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to the ticket' })).toBeNull(); // not in a pod
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(page.calls).toEqual(['reload']);
  });

  it('inside a pod it offers Back to the ticket, which opens the pod as a fresh page', async () => {
    const path = '/pod/halo/acme-halo?ticketId=2001&screen=ticket';
    const page = renderRouteError(new Error('Boom'), {
      pod: { psa: 'Halo', psaId: 'acme-halo', ticketId: '2001', returnPath: path },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the ticket' }));
    expect(page.calls).toEqual([`open ${path}`]);
  });

  it('a return path that leaves the app is never offered', async () => {
    renderRouteError(new Error('Boom'), { pod: { psaId: 'acme-halo', returnPath: '//evil.example/x' } });
    await screen.findByRole('button', { name: 'Reload' });
    expect(screen.queryByRole('button', { name: 'Back to the ticket' })).toBeNull();
  });

  it('a chunk that failed to load reloads the page once by itself, with a loader meanwhile', async () => {
    const page = renderRouteError(new TypeError('Failed to fetch dynamically imported module: /assets/PodPage-1.js'), {
      page: new RecordingPageReload(true),
    });
    expect(await screen.findByText('Loading the latest version')).toBeInTheDocument();
    expect(page.calls).toContain('chunk');
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });

  it('when the guard says it already reloaded, the screen shows instead of reloading again', async () => {
    const page = renderRouteError(new TypeError('Failed to fetch dynamically imported module: /assets/PodPage-1.js'), {
      page: new RecordingPageReload(false),
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(page.calls.filter((call) => call === 'reload')).toEqual([]);
  });

  it('the stack is offered only when the build shows error details, collapsed', async () => {
    renderRouteError(new Error('Boom in render'), { showErrorDetails: true });
    const details = (await screen.findByText('Technical details')).closest('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    expect(details?.querySelector('pre')?.textContent).toMatch(/Boom in render/);
  });
});

describe('the error screen view', () => {
  it('production builds show no stack', () => {
    render(<ErrorScreenView error={new Error('Boom in render')} onReload={() => undefined} />);
    expect(screen.getByText('Boom in render')).toBeInTheDocument();
    expect(screen.queryByText('Technical details')).toBeNull();
    expect(document.querySelector('pre')).toBeNull();
  });

  it('serializes anything else, as text: HTML in an error is never rendered', () => {
    const { container } = render(
      <ErrorScreenView error={{ html: '<img src=x onerror=alert(1)>' }} onReload={() => undefined} />,
    );
    expect(screen.getByText('{"html":"<img src=x onerror=alert(1)>"}')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
