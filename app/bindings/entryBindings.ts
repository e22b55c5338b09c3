import { HttpDuoAuthApi } from '@adapters/auth/duo/HttpDuoAuthApi';
import { HttpClientToken } from '@adapters/http/HttpClientToken';
import { DuoAuthApiToken } from '@core/auth/DuoAuthApi';
import { EntryService, EntryServiceToken } from '@core/auth/EntryService';
import { LoginServiceToken } from '@core/auth/tokens';
import { PsaRegistryToken } from '@core/psa/PsaRegistry';
import { PodContextStoreToken } from '@core/session/PodContext';
import type { Binder } from './Binder';

/**
 * The entry routes' services (redirect with data, external entry, Duo's callback). Loaded on demand with
 * those routes (app/container.ts, ensureEntryBindings): the sign-in page never uses them.
 */
export const entryBindings: Binder = (bind) => {
  bind.provide(
    EntryServiceToken,
    (get) =>
      new EntryService(get(LoginServiceToken), get(PodContextStoreToken), get(PsaRegistryToken), get(DuoAuthApiToken)),
  );
  bind.provide(DuoAuthApiToken, (get) => new HttpDuoAuthApi(get(HttpClientToken)));
};
