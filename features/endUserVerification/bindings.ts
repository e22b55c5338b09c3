import { HttpApprovalApi } from './adapters/HttpApprovalApi';
import { HttpPhoneNumbersApi } from './adapters/HttpPhoneNumbersApi';
import { HttpTicketNotesApi } from './adapters/HttpTicketNotesApi';
import { HttpVerificationApi } from './adapters/HttpVerificationApi';
import { StorageCallStates } from './adapters/StorageCallStates';
import { ApprovalApiToken } from './core/approval/ApprovalApi';
import { CallStatesToken } from './core/CallState';
import { PhoneNumbersApiToken } from './core/PhoneNumbersApi';
import { TicketNotesApiToken } from './core/TicketNotesApi';
import { VerificationApiToken } from './core/VerificationApi';
import { VerificationService, VerificationServiceToken } from './core/VerificationService';
import { type FeatureBindings, FeatureSignalsToken } from '@features/api/ui';
import {
  NotifierToken,
  ClockToken,
  SessionServiceToken,
  LocalValuesToken,
  SharedRequestsToken,
} from '@features/api/core';
import { HttpClientToken } from '@features/api/adapters';
import { ContactStanding } from './ui/ContactStanding';
import { ContactStandingFactoryToken } from './ui/StandingWatcher';
import { VerificationStore, VerificationStoreFactoryToken } from './ui/VerificationStore';

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
  bind.provide(ApprovalApiToken, (get) => new HttpApprovalApi(get(HttpClientToken)));
  bind.provide(CallStatesToken, (get) => new StorageCallStates(get(LocalValuesToken)));
  bind.provide(
    VerificationServiceToken,
    (get) => new VerificationService(get(VerificationApiToken), get(PhoneNumbersApiToken), get(TicketNotesApiToken)),
  );
  bind.provide(
    VerificationStoreFactoryToken,
    (get) =>
      ({ contact, context, live }) =>
        new VerificationStore(contact, context, {
          service: get(VerificationServiceToken),
          approvals: get(ApprovalApiToken),
          clock: get(ClockToken),
          notifier: get(NotifierToken),
          signals: get(FeatureSignalsToken),
          calls: get(CallStatesToken),
          userId: get(SessionServiceToken).current()?.userId ?? null,
          ...live,
        }),
  );
  bind.provide(
    ContactStandingFactoryToken,
    (get) =>
      ({ contact, context, hub, onContactChange }) =>
        new ContactStanding(contact, context, {
          service: get(VerificationServiceToken),
          clock: get(ClockToken),
          signals: get(FeatureSignalsToken),
          userId: get(SessionServiceToken).current()?.userId ?? null,
          hub,
          onContactChange,
        }),
  );
};
