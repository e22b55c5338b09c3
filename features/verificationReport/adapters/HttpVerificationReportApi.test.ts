import { setupSandboxServer } from '@tests/support/sandboxServer';
import { METHOD_NAMES } from '@features/api/core';
import { createHttpClient } from '@features/api/adapters';
import { defaultFilter } from '../core/reportFilter';
import { HttpVerificationReportApi } from './HttpVerificationReportApi';

/** The report's adapter against the sandbox's seeded attempts, through MSW: the methods by the product's one name. */
const { sandbox } = setupSandboxServer();
const requested: string[] = [];
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => sandbox.state.issueSession('u-tech').accessToken,
  onUnauthorized: () => undefined,
  onError: () => undefined,
});
client.interceptors.request.use((config) => {
  requested.push(new URLSearchParams(config.params as Record<string, string>).get('method') ?? '');
  return config;
});
const report = new HttpVerificationReportApi(client);

describe('the verification report over HTTP', () => {
  it('asks for a push by the wire name and reads the pushes back as the methods the whole product names', async () => {
    const filter = { ...defaultFilter(Date.now()), method: 'duoPush' as const };
    const { rows } = await report.attempts(filter, 0, 50);

    expect(requested).toEqual(['duo']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.methods.includes('duoPush'))).toBe(true);
    expect(METHOD_NAMES[rows[0]!.methods.find((m) => m === 'duoPush')!]).toBe('Duo push');

    const microsoft = await report.attempts({ ...filter, method: 'microsoftPush' }, 0, 50);
    expect(requested.at(-1)).toBe('microsoft');
    expect(microsoft.rows.every((row) => row.methods.includes('microsoftPush'))).toBe(true);
  });
});
