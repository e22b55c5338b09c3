import { token } from '@features/api/core';

/** Phone-number services used before texting and for display (spec section 7). */
export interface PhoneNumbersApi {
  /** POST /MessagingPermissions/check-phone-number {phone}: true when the number opted out of texts. */
  isOptedOut(phone: string): Promise<boolean>;
  /** POST /Common/beautifyPhoneNumber {data}: the number formatted for people. */
  beautify(phone: string): Promise<string>;
}

export const PhoneNumbersApiToken = token<PhoneNumbersApi>('features.endUserVerification.PhoneNumbersApi');
