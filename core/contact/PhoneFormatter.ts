import { token } from '../shared/Token';

/**
 * Phone numbers written for people (POST /Common/beautifyPhoneNumber, spec section 7): one format
 * wherever the pod shows a number (contact card, history, feature pages, the verification panel).
 */
export interface PhoneFormatter {
  /** The number as the API writes it; the value as stored when the API cannot format it (never throws). */
  format(phone: string): Promise<string>;
}

export const PhoneFormatterToken = token<PhoneFormatter>('core.contact.PhoneFormatter');
