import { boolean, object, string, type InferType } from 'yup';

/*
 * Phone numbers, shared by the features that text or verify a number (End User Verification, SMS
 * Messaging): the opt-out check and the display format.
 */

/** POST /MessagingPermissions/check-phone-number */
export interface CheckPhoneNumberBody {
  phone: string;
}
export const phonePermissionWire = object({
  phone: string().required(),
  optedOut: boolean().required(),
});
export type PhonePermissionWire = InferType<typeof phonePermissionWire>;

/** POST /Common/beautifyPhoneNumber */
export interface BeautifyPhoneBody {
  data: string;
}
export const beautifiedPhoneWire = object({ data: string().required() });
export type BeautifiedPhoneWire = InferType<typeof beautifiedPhoneWire>;
