import type { AxiosInstance } from 'axios';
import type { PhoneNumbersApi } from '../core/PhoneNumbersApi';
import type { SharedRequests } from '../../../core/shared/SharedRequests';
import { parseWire } from '../../../adapters/http/wire/parseWire';
import { beautifiedPhoneWire, phonePermissionWire, type BeautifyPhoneBody, type CheckPhoneNumberBody } from '../../../adapters/http/wire/phoneNumberWire';

/** Opt-out check and display formatting of phone numbers over HTTP. */
export class HttpPhoneNumbersApi implements PhoneNumbersApi {
  constructor(
    private readonly http: AxiosInstance,
    /** Formats each number once per pod; absent: every call asks. */
    private readonly requests?: SharedRequests,
  ) {}

  async isOptedOut(phone: string): Promise<boolean> {
    const body: CheckPhoneNumberBody = { phone };
    const response = await this.http.post('/MessagingPermissions/check-phone-number', body);
    return parseWire(phonePermissionWire, response.data, 'the texting permission').optedOut;
  }

  async beautify(phone: string): Promise<string> {
    const body: BeautifyPhoneBody = { data: phone };
    // Display only: a failure falls back to the raw number, so the technician is not toasted for it.
    const post = () => this.http.post('/Common/beautifyPhoneNumber', body, { silent: true });
    const response = await (this.requests ? this.requests.read(`beautifyPhoneNumber ${phone}`, post) : post());
    return parseWire(beautifiedPhoneWire, response.data, 'the phone number').data;
  }
}
