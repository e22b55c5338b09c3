import type { AxiosInstance } from 'axios';
import type { PhoneNumbersApi } from '../core/PhoneNumbersApi';
import type { SharedRequests } from '@features/api/core';
import { beautifyPhone, parseWire, phonePermissionWire, type CheckPhoneNumberBody } from '@features/api/adapters';

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

  /** Shares each number's answer with the pod's contact card and history (one request per number). */
  beautify(phone: string): Promise<string> {
    return beautifyPhone(this.http, this.requests, phone);
  }
}
