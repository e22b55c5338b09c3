import {
  chainLine,
  chainOf,
  depthOf,
  duplicateApiPaths,
  hopLabel,
  longestChains,
  requestTree,
  type PageCall,
  type ProtocolEvent,
} from '@scripts/perf/criticalPath';

/** Recorded `Network.requestWillBeSent` events, shaped as Chromium sends them (the fields the module reads). */
const ORIGIN = 'http://127.0.0.1:4173';
const POD = `${ORIGIN}/pod/connectwise/acme-cw?ticketId=1001&screen=ticket`;

let clock = 1_700_000_000;
function sent(
  requestId: string,
  path: string,
  type: string,
  initiator: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): ProtocolEvent {
  clock += 0.01;
  return {
    method: 'Network.requestWillBeSent',
    params: {
      requestId,
      request: { url: path.startsWith('http') ? path : `${ORIGIN}${path}`, method: 'GET' },
      type,
      initiator,
      wallTime: clock,
      ...extra,
    },
  };
}
const fromStack = (...urls: string[]) => ({
  type: 'script',
  stack: { callFrames: urls.map((url) => ({ functionName: '', url: `${ORIGIN}${url}`, lineNumber: 0 })) },
});
/** The document's own (inline) script: its frames carry the document's address. */
const INLINE = fromStack(POD.replace(ORIGIN, ''));
const document = (url = POD) => sent('doc', url, 'Document', { type: 'other' });
const parsedFrom = (url: string) => ({ type: 'parser', url: url.startsWith('http') ? url : `${ORIGIN}${url}` });
const cached = (requestId: string): ProtocolEvent => ({
  method: 'Network.requestServedFromCache',
  params: { requestId },
});

/** Today's cold pod open: the document, the entry script, the route's chunk, then the user from the chunk. */
const coldOpen = [
  document(),
  sent('1', '/assets/main-a1.js', 'Script', parsedFrom(POD)),
  sent('2', '/assets/main-b2.css', 'Stylesheet', parsedFrom(POD)),
  sent('3', '/assets/nunito-latin.woff2', 'Font', parsedFrom('/assets/main-b2.css')),
  sent('4', '/assets/PodRoute-c3.js', 'Script', fromStack('/assets/main-a1.js')),
  // axios in the entry, called from the route's chunk (the async part of the stack names the chunk)
  sent('5', '/api/User/7', 'XHR', {
    type: 'script',
    stack: {
      callFrames: [{ url: `${ORIGIN}/assets/main-a1.js` }],
      parent: { description: 'await', callFrames: [{ url: `${ORIGIN}/assets/PodRoute-c3.js` }] },
    },
  }),
];

describe('the critical path from initiators', () => {
  it('follows the document, the entry script, the chunk it imported and the call the chunk made', () => {
    const hops = requestTree(coldOpen);
    const [chain, ...others] = longestChains(hops);
    expect(chainLine(chain!)).toBe(
      'document /pod/connectwise/acme-cw -> main-a1.js -> PodRoute-c3.js -> GET /api/User/7',
    );
    expect(others).toEqual([]);
    expect(depthOf(chain!.at(-1)!)).toBe(4);
    // The font hangs under the stylesheet that named it, not under the document.
    expect(chainLine(longestChains(hops.filter((h) => h.type !== 'xhr' && h.type !== 'script'))[0]!)).toBe(
      'document /pod/connectwise/acme-cw -> main-b2.css -> nunito-latin.woff2',
    );
  });

  it("hangs a call from the document's inline script under the document, whatever the stack's line", () => {
    const hops = requestTree([
      document(),
      sent('1', '/assets/main-a1.js', 'Script', parsedFrom(POD)),
      sent('2', '/api/User/7', 'Fetch', INLINE),
      sent('3', '/api/Tickets/1001', 'Fetch', parsedFrom(POD)),
    ]);
    expect(hops.map((h) => [h.url.replace(ORIGIN, ''), h.parent?.type, h.via])).toEqual([
      ['/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', undefined, 'navigation'],
      ['/assets/main-a1.js', 'document', 'parser'],
      ['/api/User/7', 'document', 'script'],
      ['/api/Tickets/1001', 'document', 'parser'],
    ]);
    expect(depthOf(hops[2]!)).toBe(2);
  });

  it('hangs a preload under what named it, and a script the preloaded chunk asked for under the chunk', () => {
    const hops = requestTree([
      document(),
      sent('1', '/assets/main-a1.js', 'Script', parsedFrom(POD)),
      sent('2', '/assets/vendor-d4.js', 'Script', { type: 'preload', url: POD }),
      sent('3', '/assets/icons-e5.js', 'Script', { type: 'preload' }),
      sent('4', '/assets/PodRoute-c3.js', 'Script', fromStack('/assets/vendor-d4.js')),
    ]);
    expect(hops.slice(2).map((h) => `${h.via} under ${h.parent!.url.replace(ORIGIN, '')}`)).toEqual([
      `preload under ${POD.replace(ORIGIN, '')}`,
      `preload under ${POD.replace(ORIGIN, '')}`,
      'script under /assets/vendor-d4.js',
    ]);
    expect(chainLine(longestChains(hops)[0]!)).toBe(
      'document /pod/connectwise/acme-cw -> vendor-d4.js -> PodRoute-c3.js',
    );
  });

  it('hangs a module Chromium names no importer for under the first module requested that imports it', () => {
    const fromModuleLoader = { type: 'script', url: 'about:client', lineNumber: 0, columnNumber: 0 };
    const events = [
      document(),
      sent('1', '/assets/main-a1.js', 'Script', parsedFrom(POD)),
      sent('2', '/assets/react-f6.js', 'Script', fromModuleLoader),
      sent('3', '/assets/PodRoute-c3.js', 'Script', fromModuleLoader),
      sent('4', '/assets/toast-g7.js', 'Script', fromModuleLoader),
      sent('5', '/api/User/7', 'XHR', fromStack('/assets/PodRoute-c3.js')),
    ];
    const importers = {
      '/assets/react-f6.js': ['/assets/PodRoute-c3.js', '/assets/main-a1.js'],
      '/assets/PodRoute-c3.js': ['/assets/main-a1.js'],
      '/assets/toast-g7.js': ['/assets/PodRoute-c3.js'],
    };
    const hops = requestTree(events, { importers });
    expect(hops.slice(2, 5).map((h) => `${hopLabel(h)} <- ${hopLabel(h.parent!)} (${h.via})`)).toEqual([
      'react-f6.js <- main-a1.js (import)',
      'PodRoute-c3.js <- main-a1.js (import)',
      'toast-g7.js <- PodRoute-c3.js (import)',
    ]);
    expect(chainLine(longestChains(hops)[0]!)).toBe(
      'document /pod/connectwise/acme-cw -> main-a1.js -> PodRoute-c3.js -> toast-g7.js',
    );
    // Without the build's module graph they cannot be placed.
    expect(
      requestTree(events)
        .slice(2, 5)
        .map((h) => h.via),
    ).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('counts a redirect as a round trip and maps the scripts to the address the document ended at', () => {
    const hops = requestTree([
      document(`${ORIGIN}/`),
      sent('doc', '/login', 'Document', { type: 'other' }, { redirectResponse: { status: 302 } }),
      sent('1', '/assets/main-a1.js', 'Script', parsedFrom('/login')),
      sent('2', '/api/Token', 'XHR', fromStack('/assets/main-a1.js')),
    ]);
    expect(chainLine(longestChains(hops)[0]!)).toBe('document / -> document /login -> main-a1.js -> GET /api/Token');
    expect(hops[1]!.via).toBe('redirect');
    expect(depthOf(hops[3]!)).toBe(4);
    // A redirect's second leg is not a second request for the same resource.
    expect(
      duplicateApiPaths(
        requestTree([
          document(),
          sent('5', '/api/Old', 'XHR', INLINE),
          sent('5', '/api/New', 'XHR', {}, { redirectResponse: { status: 307 } }),
        ]),
      ),
    ).toEqual([]);
  });

  it('hangs a request whose initiator names nothing the page loaded under the document, as unknown', () => {
    const hops = requestTree([
      document(),
      sent('1', '/favicon.ico', 'Other', { type: 'other' }),
      sent('2', '/api/Plan', 'XHR', fromStack('/assets/never-fetched.js')),
      sent('3', '/assets/late.js', 'Script', parsedFrom('/assets/gone.css')),
    ]);
    expect(hops.slice(1).map((h) => [h.via, h.parent!.type, depthOf(h)])).toEqual([
      ['unknown', 'document', 2],
      ['unknown', 'document', 2],
      ['unknown', 'document', 2],
    ]);
  });

  it('counts no round trip for an answer from the HTTP cache', () => {
    // Served from the cache is reported after the request it answers.
    const events = [
      document(),
      coldOpen[1]!,
      cached('1'),
      ...coldOpen.slice(2, 4),
      coldOpen[4]!,
      cached('4'),
      coldOpen[5]!,
    ];
    const hops = requestTree(events);
    const chain = chainOf(hops.find((h) => h.type === 'xhr')!);
    expect(chainLine(chain)).toBe(
      'document /pod/connectwise/acme-cw -> main-a1.js (cache) -> PodRoute-c3.js (cache) -> GET /api/User/7',
    );
    expect(depthOf(chain.at(-1)!)).toBe(2);
  });

  it("hangs a call the page sent while handling another call's answer under that call", () => {
    const events = [
      ...coldOpen,
      sent('6', '/api/Tickets/1001', 'XHR', fromStack('/assets/PodRoute-c3.js')),
      sent('7', '/api/Plan', 'XHR', fromStack('/assets/PodRoute-c3.js')),
      sent('8', '/api/Companies/5/settings', 'XHR', fromStack('/assets/PodRoute-c3.js')),
    ];
    const calls: PageCall[] = [
      { kind: 'sent', id: 0, method: 'GET', url: `${ORIGIN}/api/User/7`, during: null },
      { kind: 'answered', id: 0 },
      { kind: 'sent', id: 1, method: 'GET', url: `${ORIGIN}/api/Tickets/1001`, during: 0 },
      { kind: 'sent', id: 2, method: 'GET', url: `${ORIGIN}/api/Plan`, during: null },
      { kind: 'answered', id: 1 },
      { kind: 'sent', id: 3, method: 'GET', url: `${ORIGIN}/api/Companies/5/settings`, during: 1 },
    ];
    const hops = requestTree(events, { calls });
    expect(chainLine(longestChains(hops)[0]!)).toBe(
      'document /pod/connectwise/acme-cw -> main-a1.js -> PodRoute-c3.js -> GET /api/User/7 -> GET /api/Tickets/1001' +
        ' -> GET /api/Companies/5/settings',
    );
    expect(depthOf(hops.find((h) => h.url.endsWith('/api/Plan'))!)).toBe(4);
    // Without the page's log, the protocol alone shows no call waiting for another.
    expect(depthOf(requestTree(events).at(-1)!)).toBe(4);
  });

  it('names each API resource requested more than once', () => {
    const hops = requestTree([
      document(),
      sent('1', '/api/User/7', 'Fetch', INLINE),
      sent('2', '/api/User/7', 'XHR', INLINE),
      sent('3', '/api/User/7?fields=all', 'XHR', INLINE),
    ]);
    expect(duplicateApiPaths(hops)).toEqual(['GET /api/User/7 x2']);
  });
});
