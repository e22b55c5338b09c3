import { readBearerToken } from './bearerToken';
import { jsonResponse, preflightResponse } from './httpCors';
import type { HubIdentity } from './signalrConnection';

/** Connection ids handed out by a successful negotiate. */
export interface NegotiatedConnection {
  connectionId: string;
  /** What the client must put in `?id=` when it opens the socket. */
  connectionToken: string;
}

/** What the negotiate handler needs from the hub. */
export interface NegotiateOptions {
  authenticate(token: string | null): HubIdentity | null;
  /** Reserves a connection for `identity`; the hub remembers the token until the socket opens. */
  register(identity: HubIdentity, tokenDiffersFromId: boolean): NegotiatedConnection;
  /** False once the hub is closing: new clients get 503 so they retry later. */
  isOpen(): boolean;
  /** Origins besides the hub's own that may negotiate from a browser. */
  corsOrigins?: readonly string[];
}

/**
 * Handles `POST {hub}/negotiate` (and its preflight). Only WebSockets is offered, so the client
 * never tries server-sent events or long polling, which this sandbox does not implement.
 */
export function negotiate(request: Request, options: NegotiateOptions): Response {
  if (request.method === 'OPTIONS') return preflightResponse(request, ['POST'], options.corsOrigins);
  if (request.method !== 'POST') {
    return jsonResponse(
      request,
      405,
      { error: 'Use POST to negotiate.' },
      { Allow: 'POST, OPTIONS' },
      options.corsOrigins,
    );
  }
  if (!options.isOpen())
    return jsonResponse(request, 503, { error: 'The hub is shutting down.' }, {}, options.corsOrigins);

  const url = new URL(request.url);
  const identity = options.authenticate(readBearerToken(request.headers.get('authorization'), url));
  if (!identity) {
    return jsonResponse(request, 401, { error: 'Unauthorized' }, { 'WWW-Authenticate': 'Bearer' }, options.corsOrigins);
  }

  // Version 0 clients use the connection id itself as the socket token.
  const version = Number(url.searchParams.get('negotiateVersion') ?? '0') >= 1 ? 1 : 0;
  const { connectionId, connectionToken } = options.register(identity, version === 1);
  const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
  const body =
    version === 1
      ? { negotiateVersion: 1, connectionId, connectionToken, availableTransports }
      : { negotiateVersion: 0, connectionId, availableTransports };
  return jsonResponse(request, 200, body, {}, options.corsOrigins);
}
