import { SIGN_IN_PATH } from '../navigation/Navigator';
import type { PsaRegistry } from '../psa/PsaRegistry';
import type { PodContextStore } from '../session/PodContext';
import type { Session } from '../session/Session';
import { token } from '../shared/Token';
import type { DuoAuthApi } from './DuoAuthApi';
import type { DuoCallback } from './duoCallback';
import { parseExternalEntry, type ExternalEntry } from './externalEntry';
import type { LoginService } from './LoginService';

/** Where an entry route goes once it has acted: a path, or nowhere (stay and show a problem). */
export interface EntryOutcome {
  /** The path to replace the entry URL with; null: stay on the route (its clean path) and explain. */
  to: string | null;
  /** Set when a PSA opened the app: the page switches to the embedded look (light theme, simple mode). */
  embedded: { secureData: boolean } | null;
}

/**
 * The flows of the routes other services open the app on (spec section 2): the external entry,
 * redirect-with-data and Duo's callback. Reading a link is pure (the page renders from it);
 * `open*` stores what it carries and says where to go, so every entry continues like a sign-in.
 */
export class EntryService {
  constructor(
    private readonly login: LoginService,
    private readonly podContext: PodContextStore,
    private readonly psas: PsaRegistry,
    private readonly duo: DuoAuthApi,
  ) {}

  /** Reads an external entry link; PSA names resolve through the registry. */
  readExternalEntry(query: { get(name: string): string | null }): ExternalEntry {
    return parseExternalEntry(query, (name) => {
      const psa = this.psas.byEntryName(name);
      return psa ? { type: psa.type, page: psa.slug } : null;
    });
  }

  /** Stores the entry's session and pod context (so signing in again returns to the item). */
  openExternalEntry(entry: ExternalEntry): EntryOutcome {
    if (entry.session) this.login.adoptSession(entry.session);
    const { target } = entry;
    switch (target.kind) {
      case 'integration':
        this.podContext.update({
          psa: target.psaType,
          psaId: target.psaId,
          ticketId: target.ticketId,
          screen: target.screen,
        });
        return { to: target.path, embedded: { secureData: target.secureData } };
      case 'unknownPsa':
        return { to: null, embedded: null };
      case 'none':
        return { to: entry.session ? this.login.destination() : SIGN_IN_PATH, embedded: null };
    }
  }

  /** Redirect-with-data: stores the session and goes where a sign-in would. */
  openRedirectData(session: Session | null): EntryOutcome {
    if (!session) return { to: null, embedded: null };
    this.login.adoptSession(session);
    return { to: this.login.destination(), embedded: null };
  }

  /** Duo's callback: a code is exchanged for a session (a failure rejects with the reason). */
  async finishDuo(callback: DuoCallback): Promise<EntryOutcome> {
    if (callback.kind === 'none') return { to: SIGN_IN_PATH, embedded: null };
    if (callback.kind === 'refused') return { to: null, embedded: null };
    this.login.adoptSession(await this.duo.duoLogin(callback.duoCode, callback.state));
    return { to: this.login.destination(), embedded: null };
  }
}

export const EntryServiceToken = token<EntryService>('core.auth.EntryService');
