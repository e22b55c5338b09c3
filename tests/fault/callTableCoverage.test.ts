import { HttpDuoAuthApi } from '@adapters/auth/duo/HttpDuoAuthApi';
import { HttpAuthApi } from '@adapters/http/HttpAuthApi';
import { HttpBrandingApi } from '@adapters/http/HttpBrandingApi';
import { HttpCompanyPoliciesApi } from '@adapters/http/HttpCompanyPoliciesApi';
import { HttpContactDirectory } from '@adapters/http/HttpContactDirectory';
import { HttpPodRecordApi } from '@adapters/http/HttpPodRecordApi';
import { HttpPricePlanApi } from '@adapters/http/HttpPricePlanApi';
import { HttpUserApi } from '@adapters/http/HttpUserApi';
import { HttpClientPortalChatsApi } from '@features/clientPortalChats/adapters/HttpClientPortalChatsApi';
import { HttpPhoneNumbersApi } from '@features/endUserVerification/adapters/HttpPhoneNumbersApi';
import { HttpTicketNotesApi } from '@features/endUserVerification/adapters/HttpTicketNotesApi';
import { HttpVerificationApi } from '@features/endUserVerification/adapters/HttpVerificationApi';
import { HttpTeamsApi } from '@features/MSTeamsChats/adapters/HttpTeamsApi';
import { HttpQuickTicketApi } from '@features/quickTicket/adapters/HttpQuickTicketApi';
import { HttpSecureDataApi } from '@features/secureDataSharing/adapters/HttpSecureDataApi';
import { HttpSmsApi } from '@features/smsMessaging/adapters/HttpSmsApi';
import { HttpTechVerificationApi } from '@features/technicianVerification/adapters/HttpTechVerificationApi';
import { allCalls } from './calls/allCalls';

/** Private helpers of the adapters: not calls of their own (each public method that uses them is in the table). */
const HELPERS = new Set(['answerOrReject', 'valueLabels', 'idNames']);

const adapters = [
  HttpAuthApi, HttpDuoAuthApi, HttpBrandingApi, HttpCompanyPoliciesApi, HttpContactDirectory, HttpPodRecordApi, HttpPricePlanApi, HttpUserApi,
  HttpClientPortalChatsApi, HttpPhoneNumbersApi, HttpTicketNotesApi, HttpVerificationApi, HttpTeamsApi, HttpQuickTicketApi, HttpSecureDataApi,
  HttpSmsApi, HttpTechVerificationApi,
];

describe("the fault suites' call table", () => {
  it.each(adapters.map((adapter) => [adapter.name, adapter] as const))('lists every method of %s', (name, adapter) => {
    const methods = Object.getOwnPropertyNames(adapter.prototype).filter((m) => m !== 'constructor' && !HELPERS.has(m));
    const listed = new Set(allCalls.map((call) => call.name.replace(/\(.*\)$/, '')));
    expect(methods.filter((method) => !listed.has(`${name}.${method}`))).toEqual([]);
  });
});
