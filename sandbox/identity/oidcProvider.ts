import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import type { MintedIdentity } from './externalTokens';
import { SANDBOX_MSAL_CLIENT_ID } from './msalClient';
import { verifyIdToken } from './verifyIdToken';

export { SANDBOX_MSAL_CLIENT_ID };

export interface LocalOpenIdProvider {
  /** `https://localhost:PORT/`: MSAL's authority and the id tokens' issuer, exactly. */
  authority: string;
  /** Checks an id token's signature (the provider's JWKS), issuer, audience and expiry. */
  verifyIdToken(idToken: string): Promise<MintedIdentity | null>;
  close(): Promise<void>;
}

/**
 * A certified OpenID provider (oidc-provider) on https with a self-signed certificate, so the real
 * MSAL popup runs against it (docs/decisions/015). Its development login page accepts any email.
 * `appOrigins` are the SPA's origins: the popup lands on `${origin}/msal-redirect` there.
 */
export async function startOpenIdProvider(appOrigins: string[], port = 0): Promise<LocalOpenIdProvider> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const server: Server = createServer({ key: pems.private, cert: pems.cert });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  const authority = `https://localhost:${actualPort}/`;

  // Our own signing key, so the API can verify id tokens without asking the provider.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'sandbox-signing-key';
  const signingJwk = { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };

  // Imported here, not at the top: Vite bundles and runs its config (which reaches this file) for
  // `vite build` too, and merely loading oidc-provider prints its Node-version warning there.
  const { default: Provider } = await withoutSandboxNotices(() => import('oidc-provider'));
  const provider = withoutSandboxNotices(
    () =>
      new Provider(authority, {
        jwks: { keys: [signingJwk] },
        clients: [
          {
            client_id: SANDBOX_MSAL_CLIENT_ID,
            application_type: 'web',
            token_endpoint_auth_method: 'none',
            grant_types: ['authorization_code', 'refresh_token'],
            response_types: ['code'],
            redirect_uris: appOrigins.map((origin) => `${origin}/msal-redirect`),
          },
        ],
        async findAccount(_ctx: unknown, sub: string) {
          const email = sub.toLowerCase();
          return {
            accountId: sub,
            claims: async () => ({ sub, email, preferred_username: email, name: email.split('@')[0] }),
          };
        },
        claims: { openid: ['sub'], email: ['email'], profile: ['name', 'preferred_username'] },
        scopes: ['openid', 'offline_access', 'email', 'profile'],
        conformIdTokenClaims: false,
        clientBasedCORS: () => true,
        pkce: { required: () => true },
        features: { devInteractions: { enabled: true } },
        cookies: { keys: ['sandbox-only-cookie-key'] },
      }),
  );
  server.on('request', provider.callback());

  return {
    authority,
    verifyIdToken: async (idToken) =>
      verifyIdToken(idToken, { issuer: authority, audience: SANDBOX_MSAL_CLIENT_ID, kid, key: publicKey }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * oidc-provider's start-up warnings speak to people running it in production: a machine's Node 20 is not
 * its preferred LTS (it runs there, where npm has no Node of the lockfile's), its state lives in memory, and its
 * development login page is on. For a local sandbox each is the point, so those three (and only those)
 * are not printed at `npm start`; any other warning still is.
 */
const SANDBOX_BY_DESIGN: readonly RegExp[] = [/Unsupported runtime/, /in-memory adapter/, /devInteractions is enabled/];

function withoutSandboxNotices<T>(run: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const [first] = args;
    if (
      typeof first === 'string' &&
      first.includes('oidc-provider WARNING') &&
      SANDBOX_BY_DESIGN.some((p) => p.test(first))
    )
      return;
    warn(...args);
  };
  const restore = () => void (console.warn = warn);
  try {
    const result = run();
    if (result instanceof Promise) return result.finally(restore) as T;
    restore();
    return result;
  } catch (error) {
    restore();
    throw error;
  }
}
