import type { AxiosInstance } from 'axios';
import type { PhoneFormatter } from '@core/contact/PhoneFormatter';
import type { SharedRequests } from '@core/shared/SharedRequests';
import { parseWire } from './wire/parseWire';
import { beautifiedPhoneWire, type BeautifyPhoneBody } from './wire/phoneNumberWire';

/** The shared-requests key of one number's beautifyPhoneNumber answer: every adapter that formats uses it. */
export const beautifyPhoneKey = (phone: string): string => `beautifyPhoneNumber ${phone}`;

/**
 * POST /Common/beautifyPhoneNumber {data}, once per number per pod (through the pod's shared
 * requests, so the contact card, the history and the features ask once between them).
 */
export async function beautifyPhone(
  http: AxiosInstance,
  requests: SharedRequests | undefined,
  phone: string,
): Promise<string> {
  const body: BeautifyPhoneBody = { data: phone };
  // Display only: a failure falls back to the stored number, so the technician is not toasted for it.
  const post = () => http.post('/Common/beautifyPhoneNumber', body, { silent: true });
  const response = await (requests ? requests.read(beautifyPhoneKey(phone), post) : post());
  return parseWire(beautifiedPhoneWire, response.data, 'the phone number').data;
}

/** The pod's one phone format; the number as stored when the API cannot format it. */
export class HttpPhoneFormatter implements PhoneFormatter {
  constructor(
    private readonly http: AxiosInstance,
    private readonly requests?: SharedRequests,
  ) {}

  async format(phone: string): Promise<string> {
    try {
      return (await beautifyPhone(this.http, this.requests, phone)).trim() || phone;
    } catch {
      return phone;
    }
  }
}
