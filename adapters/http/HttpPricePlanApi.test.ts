import { http, HttpResponse } from 'msw';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { createHttpClient } from './createHttpClient';
import { HttpCompanyPoliciesApi } from './HttpCompanyPoliciesApi';
import { HttpPricePlanApi } from './HttpPricePlanApi';

const { sandbox, server } = setupSandboxServer();
let token: string | null = null;
const errors: string[] = [];
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => undefined,
  onError: (m) => errors.push(m),
});
const plans = new HttpPricePlanApi(client);
const policies = new HttpCompanyPoliciesApi(client);

function signIn(userId: string) {
  token = sessionFor(sandbox, userId).accessToken;
}

beforeEach(() => {
  errors.length = 0;
});

describe('HttpPricePlanApi against the sandbox', () => {
  it.each([
    ['u-tech', { name: 'Pro', isSubscriptionEnabled: true, isDemoSubscription: false, isSubscriptionObsolete: false }],
    [
      'u-plus',
      {
        name: 'VerificationPlus',
        isSubscriptionEnabled: true,
        isDemoSubscription: false,
        isSubscriptionObsolete: false,
      },
    ],
    ['u-free', { name: 'Free', isSubscriptionEnabled: true, isDemoSubscription: false, isSubscriptionObsolete: false }],
    ['u-demo', { name: 'Free', isSubscriptionEnabled: true, isDemoSubscription: true, isSubscriptionObsolete: false }],
    ['u-old', { name: 'Free', isSubscriptionEnabled: true, isDemoSubscription: null, isSubscriptionObsolete: true }],
  ])('myPlan for %s', async (userId, expected) => {
    signIn(userId);
    await expect(plans.myPlan()).resolves.toEqual(expected);
  });

  it('reads missing flags as absent (null)', async () => {
    signIn('u-tech');
    server.use(
      http.get('*/api/PricePlan/myPlan', () => HttpResponse.json({ name: 'Pro', isSubscriptionEnabled: true })),
    );
    await expect(plans.myPlan()).resolves.toEqual({
      name: 'Pro',
      isSubscriptionEnabled: true,
      isDemoSubscription: null,
      isSubscriptionObsolete: null,
    });
  });

  it('a malformed answer is one clear error', async () => {
    signIn('u-tech');
    server.use(http.get('*/api/PricePlan/myPlan', () => HttpResponse.json({ name: 'Pro' })));
    await expect(plans.myPlan()).rejects.toThrow('The server sent an unexpected answer for your subscription.');
  });

  it('lists the plans cheapest first', async () => {
    signIn('u-tech');
    const list = await plans.listPlans();
    expect(list.map((p) => [p.name, p.basePriceCents])).toEqual([
      ['Free', 0],
      ['VerificationPlus', 1900],
      ['Pro', 4900],
    ]);
  });
});

describe('HttpCompanyPoliciesApi against the sandbox', () => {
  it("reads a company's policies, keeping the text as sent", async () => {
    signIn('u-tech');
    const answer = await policies.getPolicies('acme-cw', 'acme-cw-co1');
    expect(answer.showVerificationBannerOnMount).toBe(true);
    expect(answer.verificationBannerText).toContain('<b>Never</b> read codes aloud.');
    await expect(policies.getPolicies('acme-cw', 'acme-cw-co2')).resolves.toMatchObject({
      showVerificationBannerOnMount: false,
    });
  });

  it("refuses another tenant's integration with the server's message", async () => {
    signIn('u-tech');
    await expect(policies.getPolicies('bolt-cw', 'bolt-cw-co1')).rejects.toThrow('This integration was not found.');
    expect(errors).toEqual(['This integration was not found.']);
  });
});
