/**
 * CORS headers for credentialed requests: the SignalR client sends credentials by default, and
 * browsers then refuse a wildcard origin, so an allowed caller's Origin is echoed. Allowed: the
 * server's own origin (the app and the hub share it) and the configured ones; any other page gets no grant.
 */
export function corsHeaders(request: Request, allowedOrigins: readonly string[] = []): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || (origin !== new URL(request.url).origin && !allowedOrigins.includes(origin))) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

/** Answers a CORS preflight for the given methods, allowing whatever headers were asked for. */
export function preflightResponse(
  request: Request,
  methods: string[],
  allowedOrigins: readonly string[] = [],
): Response {
  const requested = request.headers.get('access-control-request-headers');
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request, allowedOrigins),
      'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
      'Access-Control-Allow-Headers':
        requested ?? 'Authorization, Content-Type, X-Requested-With, X-SignalR-User-Agent',
      'Access-Control-Max-Age': '600',
    },
  });
}

/** A JSON response that carries the CORS headers too. */
export function jsonResponse(
  request: Request,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
  allowedOrigins: readonly string[] = [],
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...corsHeaders(request, allowedOrigins), ...extra },
  });
}
