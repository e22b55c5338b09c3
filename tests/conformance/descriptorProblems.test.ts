/** @jest-environment node */
import { haloPsa } from '@adapters/psa/halo/haloPsa';
import { descriptorProblems } from './descriptorProblems';

/*
 * The kit's own sentences for a descriptor's frame hosts: a PSA folder that cannot be framed by its PSA fails
 * npm test, saying which field to fill and why (the build allows only these hosts to frame the app).
 */
const WHERE = 'adapters/psa/acmedesk';
const problemsWith = (frameHosts: unknown) =>
  descriptorProblems(WHERE, { ...haloPsa, frameHosts }).filter((p) => p.includes('frameHosts'));

describe("the PSA kit's frame hosts check", () => {
  it('accepts a registered descriptor as it is', () => {
    expect(descriptorProblems('adapters/psa/halo', haloPsa)).toEqual([]);
  });

  it('fails a descriptor without frame hosts, naming the field, an example and why', () => {
    const { frameHosts: _left, ...without } = haloPsa;
    expect(descriptorProblems(WHERE, without)).toEqual([
      `${WHERE}: frameHosts is missing: name the hosts whose pages show this PSA's pods, e.g. ` +
        "frameHosts: { cloud: ['https://*.acmedesk.com'], onPremise: false }. The build lets only these frame the " +
        'app (Content-Security-Policy frame-ancestors): without them its pods stay blank inside the PSA.',
    ]);
  });

  it('fails frame hosts that name no host at all', () => {
    expect(problemsWith({ cloud: [], onPremise: false })).toEqual([
      `${WHERE}: frameHosts names no host: no page of the PSA may frame its pods. List its cloud hosts in ` +
        "frameHosts.cloud (e.g. 'https://*.acmedesk.com'), or set frameHosts.onPremise: true if each tenant runs it " +
        'on a server of its own (the deployment names that host in APP_FRAME_ANCESTORS).',
    ]);
  });

  it('accepts a PSA that only runs on its tenants’ own servers', () => {
    expect(problemsWith({ cloud: [], onPremise: true })).toEqual([]);
  });

  it('refuses a cloud host that is not an https host source, and a missing onPremise', () => {
    const bad = ['acmedesk.com', 'http://*.acmedesk.com', 'https://*', 'https://acmedesk.com/pods', "'self'", '*'];
    expect(problemsWith({ cloud: bad, onPremise: 'no' })).toEqual([
      ...bad.map(
        (host) =>
          `${WHERE}: frameHosts.cloud: ${JSON.stringify(host)} is not an https host source: write ` +
          "'https://host' or 'https://*.host' (a port may follow; no path).",
      ),
      `${WHERE}: frameHosts.onPremise must be true or false (whether tenants run the PSA on their own servers).`,
    ]);
    expect(
      problemsWith({ cloud: ['https://psa.acmedesk.com:8443', 'https://*.eu.acmedesk.com'], onPremise: false }),
    ).toEqual([]);
  });
});
