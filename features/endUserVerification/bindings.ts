import { HttpPhoneNumbersApi } from './adapters/HttpPhoneNumbersApi';
import { HttpTicketNotesApi } from './adapters/HttpTicketNotesApi';
import { HttpVerificationApi } from './adapters/HttpVerificationApi';
import { StorageCallStates } from './adapters/StorageCallStates';
import { CallStatesToken } from './core/CallState';
import { PhoneNumbersApiToken } from './core/PhoneNumbersApi';
import { TicketNotesApiToken } from './core/TicketNotesApi';
import { VerificationApiToken } from './core/VerificationApi';
import { VerificationService, VerificationServiceToken } from './core/VerificationService';
import type { FeatureBindings } from '@ui/features/FeatureModule';
import { FeatureSignalsToken } from '@ui/features/FeatureSignals';
import { NotifierToken } from '@core/notifications/Notifier';
import { ClockToken } from '@core/time/Clock';
import { SessionServiceToken } from '@core/auth/tokens';
import { VerificationStore, VerificationStoreFactoryToken } from './ui/VerificationStore';
import { HttpClientToken } from '@app/bindings/httpBindings';
import { LocalStorageToken } from '@adapters/storage/LocalStorageToken';
import { SharedRequestsToken } from '@core/shared/SharedRequests';

/**
 * End User Verification: its HTTP adapters, the calls kept for a reload or a second tab, and the flow
 * service (the clock, the session and the signals to the card are bound by the app). RealtimeHubToken
 * is not bound here: the panel looks it up optionally (useOptionalService) and follows pushes and links
 * by polling until the hub's adapter is bound by the shell's bindings.
 */
export const verificationBindings: FeatureBindings = (bind) => {
  bind.provide(VerificationApiToken, (get) => new HttpVerificationApi(get(HttpClientToken), get(SharedRequestsToken)));
  bind.provide(PhoneNumbersApiToken, (get) => new HttpPhoneNumbersApi(get(HttpClientToken), get(SharedRequestsToken)));
  bind.provide(TicketNotesApiToken, (get) => new HttpTicketNotesApi(get(HttpClientToken)));
  bind.provide(CallStatesToken, (get) => new StorageCallStates(() => get(LocalStorageToken)));
  bind.provide(VerificationServiceToken, (get) => new VerificationService(get(VerificationApiToken), get(PhoneNumbersApiToken), get(TicketNotesApiToken)));
  bind.provide(VerificationStoreFactoryToken, (get) => (contact, context, live) =>
    new VerificationStore(contact, context, {
      service: get(VerificationServiceToken),
      clock: get(ClockToken),
      notifier: get(NotifierToken),
      signals: get(FeatureSignalsToken),
      calls: get(CallStatesToken),
      userId: get(SessionServiceToken).current()?.userId ?? null,
      ...live,
    }),
  );
};
