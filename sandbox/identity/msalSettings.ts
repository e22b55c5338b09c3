import type { SandboxState } from '../contract/SandboxState';

/** What Account/get-msal-settings answers while the local OpenID provider runs. */
export interface MsalSandboxSettings {
  clientId: string;
  authority: string;
}

const running = new WeakMap<SandboxState, MsalSandboxSettings>();

/** The host calls this once its OpenID provider listens. */
export function setMsalSettings(state: SandboxState, settings: MsalSandboxSettings): void {
  running.set(state, settings);
}

export function msalSettingsOf(state: SandboxState): MsalSandboxSettings | null {
  return running.get(state) ?? null;
}
