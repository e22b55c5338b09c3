import { HttpPhoneNumbersApi } from './adapters/HttpPhoneNumbersApi';
import { HttpTicketNotesApi } from './adapters/HttpTicketNotesApi';
import { HttpVerificationApi } from './adapters/HttpVerificationApi';
import { PhoneNumbersApiToken } from './core/PhoneNumbersApi';
import { TicketNotesApiToken } from './core/TicketNotesApi';
import { VerificationApiToken } from './core/VerificationApi';
import { VerificationService, VerificationServiceToken } from './core/VerificationService';
import type { FeatureBindings } from '../../ui/features/FeatureModule';
import { NotifierToken } from '../../core/notifications/Notifier';
import { ClockToken } from '../../core/time/Clock';
import { VerificationStore, VerificationStoreFactoryToken } from './ui/VerificationStore';
import { HttpClientToken } from '../../app/bindings/httpBindings';
import { SharedRequestsToken } from '../../core/shared/SharedRequests';

/**
 * End User Verification: its HTTP adapters and the flow service (the clock is bound at start-up).
 * RealtimeHubToken is not bound here: the panel looks it up optionally (useOptionalService) and
 * follows pushes by polling until the hub's adapter is bound by the shell's bindings.
 */
export const verificationBindings: FeatureBindings = (bind) => {
  bind.provide(VerificationApiToken, (get) => new HttpVerificationApi(get(HttpClientToken), get(SharedRequestsToken)));
  bind.provide(PhoneNumbersApiToken, (get) => new HttpPhoneNumbersApi(get(HttpClientToken), get(SharedRequestsToken)));
  bind.provide(TicketNotesApiToken, (get) => new HttpTicketNotesApi(get(HttpClientToken)));
  bind.provide(VerificationServiceToken, (get) => new VerificationService(get(VerificationApiToken), get(PhoneNumbersApiToken), get(TicketNotesApiToken)));
  bind.provide(VerificationStoreFactoryToken, (get) => (contact, context, live) =>
    new VerificationStore(contact, context, { service: get(VerificationServiceToken), clock: get(ClockToken), notifier: get(NotifierToken), ...live }),
  );
};
