import { HttpPhoneNumbersApi } from '../../adapters/http/HttpPhoneNumbersApi';
import { HttpTicketNotesApi } from '../../adapters/http/HttpTicketNotesApi';
import { HttpVerificationApi } from '../../adapters/http/HttpVerificationApi';
import { PhoneNumbersApiToken } from '../../core/verification/PhoneNumbersApi';
import { TicketNotesApiToken } from '../../core/verification/TicketNotesApi';
import { VerificationApiToken } from '../../core/verification/VerificationApi';
import { VerificationService, VerificationServiceToken } from '../../core/verification/VerificationService';
import type { Binder } from './Binder';
import { HttpClientToken } from './httpBindings';

/**
 * End User Verification: its HTTP adapters, the flow service and the clock for countdowns.
 * RealtimeHubToken is not bound here: the panel looks it up optionally (useOptionalService) and
 * follows pushes by polling until the hub's adapter is bound by the shell's bindings.
 */
export const verificationBindings: Binder = (bind) => {
  bind.provide(VerificationApiToken, (get) => new HttpVerificationApi(get(HttpClientToken)));
  bind.provide(PhoneNumbersApiToken, (get) => new HttpPhoneNumbersApi(get(HttpClientToken)));
  bind.provide(TicketNotesApiToken, (get) => new HttpTicketNotesApi(get(HttpClientToken)));
  bind.provide(VerificationServiceToken, (get) => new VerificationService(get(VerificationApiToken), get(PhoneNumbersApiToken), get(TicketNotesApiToken)));
};
