import type { Sandbox } from '../contract/createSandboxApp';
import type { SandboxState } from '../contract/SandboxState';
import { setMsalSettings } from '../identity/msalSettings';
import { SANDBOX_MSAL_CLIENT_ID, startOpenIdProvider, type LocalOpenIdProvider } from '../identity/oidcProvider';
import { registerMicrosoftVerifier } from '../identity/verifyExternalToken';

/**
 * Starts the local OpenID provider beside the dev/preview host, so the Microsoft button runs the real
 * MSAL popup. SANDBOX_OIDC_PORT fixes its port (default: a free one); SANDBOX_NO_OIDC=1 skips it.
 * `onFreshState` hands over what a fresh world of the sandbox must be told again (the provider's settings).
 */
export async function attachIdentity(
  sandbox: Sandbox,
  appPort: number,
  onFreshState?: (attach: (state: SandboxState) => void) => void,
): Promise<LocalOpenIdProvider | null> {
  if (process.env.SANDBOX_NO_OIDC) return null;
  const origins = [`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`];
  const oidc = await startOpenIdProvider(origins, Number(process.env.SANDBOX_OIDC_PORT ?? 0));
  const attach = (state: SandboxState) => {
    setMsalSettings(state, { clientId: SANDBOX_MSAL_CLIENT_ID, authority: oidc.authority });
    registerMicrosoftVerifier(state, oidc.verifyIdToken);
  };
  attach(sandbox.state);
  onFreshState?.(attach);
  if (!process.env.SANDBOX_QUIET) {
    console.log(
      [
        `  Microsoft sign-in: a local OpenID provider runs at ${oidc.authority}`,
        `    Open ${oidc.authority}.well-known/openid-configuration once and accept its self-signed certificate`,
        '    (a new one each start); then use the Microsoft button on the sign-in page.',
        '    Its sign-in page takes any password: type a sandbox email such as tech@sandbox.test.',
        '',
      ].join('\n'),
    );
  }
  return oidc;
}
