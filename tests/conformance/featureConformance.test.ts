import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FEATURE_IDS } from '@core/features/Feature';
import { featureModules } from '@features/registry';
import { featureSandboxes } from '@features/sandboxRegistry';
import { featureTestKits } from '@features/testKitRegistry';
import { worldSummary } from '@sandbox/contract/routes/consoleRoutes';
import { ShellStoreToken } from '@ui/shell/ShellStore';
import { renderApp } from '../support/renderApp';
import { sandboxContract } from '../support/sandboxContract';
import { sessionFor, setupSandboxServer, storeSignedInSession } from '../support/sandboxServer';
import { featureCases } from './featureCases';
import { featureFolders, folderProblems, moduleProblems } from './featureProblems';

/*
 * The feature conformance kit: what every feature must do, for each folder under features/ and each
 * module in features/registry.ts. The browser half (320 px and full width in
 * Chromium) is tests/e2e/features.e2e.test.ts.
 */
const { sandbox, server } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('every feature folder is complete and registered', () => {
  it.each(featureFolders().map((name) => [`features/${name}`, name]))('%s', (_where, name) => {
    expect(folderProblems(name)).toEqual([]);
  });

  it('the registry has one module per page identifier of spec section 2, in sidebar order', () => {
    expect(featureModules.map((m) => m.id)).toEqual([...FEATURE_IDS]);
    for (const module of featureModules)
      expect(moduleProblems(`features/registry.ts: ${module.id}`, module)).toEqual([]);
  });

  it('sandbox parts have one registry line each', () => {
    const ids = featureSandboxes.map((s) => s.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(FEATURE_IDS).toContain(id);
  });

  it('test kits have one registry line each, for a registered feature', () => {
    const ids = featureTestKits.map((kit) => kit.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !featureModules.some((m) => m.id === id))).toEqual([]);
  });
});

/** Waits until the shell knows the plan, so the sidebar shows what gating decided. */
async function sidebarSettled(services: ReturnType<typeof renderApp>['services']) {
  await waitFor(() => expect(services.get(ShellStoreToken).subscription).not.toBeNull());
  return screen.findByRole('navigation', { name: 'Features' });
}

describe.each(featureModules.map((m) => [m.id, m] as const))('feature %s', (_id, module) => {
  const cases = () => featureCases(module, worldSummary(sandbox.state));

  it('loads its page with its bindings and renders it in the shell where gating allows it', async () => {
    const { allowed } = cases();
    if (!allowed)
      throw new Error(
        `${module.id}: no sandbox pod (user x PSA x screen) shows it; check its gate against spec section 6.`,
      );
    storeSignedInSession(sandbox, allowed.userId);
    const app = renderApp(allowed.url);
    const nav = await sidebarSettled(app.services);
    await userEvent.setup().click(await within(nav).findByRole('button', { name: module.title }));
    // The page lives in the address: the router applies the new query a moment after the click.
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: module.title })).toHaveAttribute('aria-current', 'page'),
    );
    // The outlet (in the page, or embedded in the pod's card for the default feature) reaches 'ready'
    // only after its chunk loaded and its bindings were bound; a token the page resolves but the
    // bindings miss throws while rendering and leaves no outlet.
    const outlet = await waitFor(() => {
      const found = app.container.querySelector(`[data-feature="${module.id}"]`);
      expect(found).toHaveAttribute('data-state', 'ready');
      return found!;
    });
    expect(outlet.textContent?.trim()).not.toBe('');
    // One product: the page opens with the kit's header, and its icon is the one on its sidebar item.
    const sidebarIcon = within(nav)
      .getByRole('button', { name: module.title })
      .querySelector('svg[data-icon]')
      ?.getAttribute('data-icon');
    const headerIcon = await waitFor(() => {
      const icon = outlet.querySelector('.kit-feature-header__icon svg[data-icon]');
      expect(icon).not.toBeNull();
      return icon!.getAttribute('data-icon');
    });
    expect(headerIcon).toBe(sidebarIcon);
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('is absent where gating forbids it', async () => {
    const { allowed, forbidden } = cases();
    const where = forbidden ?? allowed!;
    if (!forbidden) {
      // Every sandbox pod shows it (all PSAs, screens and plans): only a disabled subscription hides it.
      server.use(
        http.get('*/PricePlan/myPlan', () =>
          HttpResponse.json({
            name: 'Pro',
            isSubscriptionEnabled: false,
            isDemoSubscription: false,
            isSubscriptionObsolete: false,
          }),
        ),
      );
    }
    storeSignedInSession(sandbox, where.userId);
    const app = renderApp(where.url);
    const nav = await sidebarSettled(app.services);
    expect(within(nav).getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: module.title })).not.toBeInTheDocument();
  });
});

/**
 * Values for route and query parameters, from the seeded world's first ConnectWise ticket of the Pro
 * tenant (its contact Alice, her company). Every GET is asked with them; one answering 200 is enough.
 */
const SAMPLE_PARAMS: Record<string, string> = {
  psaId: 'acme-cw',
  crmId: 'acme-cw',
  ticketId: '1001',
  contactId: 'acme-cw-co1-ct1',
  companyId: 'acme-cw-co1',
  id: '1001',
};

/** The sample values of the query parameters the contract declares for the GET (the sandbox refuses others). */
function sampleQuery(path: string): string {
  const declared = sandboxContract()
    .index.find('GET', path)
    ?.operation.parameters.filter((p) => p.in === 'query')
    .map((p) => p.name);
  const query = new URLSearchParams((declared ?? []).map((name) => [name, SAMPLE_PARAMS[name] ?? '1']));
  return query.size ? `?${query}` : '';
}

describe.each(featureSandboxes.filter((s) => s.api).map((s) => [s.id, s] as const))(
  'sandbox part of %s',
  (_id, part) => {
    const gets = () =>
      [...new Set(part.api!.routes.filter((r) => r.method === 'GET').map((r) => r.path))].map((route) => {
        const path = route.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? '1'));
        return `/api${path}${sampleQuery(path)}`;
      });

    it('its contract routes answer a signed-in technician (at least one GET with 200)', async () => {
      const { accessToken } = sessionFor(sandbox, 'u-tech');
      const answers = await Promise.all(
        gets().map(
          async (path) =>
            [
              path,
              (
                await sandbox.fetch(
                  new Request(`http://sandbox.test${path}`, { headers: { Authorization: `Bearer ${accessToken}` } }),
                )
              ).status,
            ] as const,
        ),
      );
      expect(answers.filter(([, status]) => status === 200).length).toBeGreaterThan(0);
      for (const [path, status] of answers) expect([path, status < 500]).toEqual([path, true]);
    });

    it('its contract routes sit behind the bearer check', async () => {
      for (const path of gets())
        expect([path, (await sandbox.fetch(new Request(`http://sandbox.test${path}`))).status]).toEqual([path, 401]);
    });
  },
);
