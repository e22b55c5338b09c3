import { type CommunicationItem, type Contact, isLandline, isMobile } from '@features/api/core';

// One rule for the whole pod (the contact card uses it too).
export { isMobile };

/**
 * Why no code or link may be texted to a phone. A code proves who answers only when the number can
 * belong to one person who agreed to texts:
 * - shared: other contacts of the company use the number (an office's main line): anyone there can read it;
 * - fax: a fax line, by the PSA's type or by its name: it cannot receive a text;
 * - notAPhone: the PSA gave the number a type the product does not know;
 * - notANumber: the value has letters in it (a typo in the PSA, an extension written out);
 * - landline: named like a landline, it cannot receive a text (no voice code is offered yet);
 * - optedOut: the contact opted out of SMS (every one of their numbers; email and pushes stay);
 * - numberOptedOut: the backend said this number opted out when a send was tried.
 */
export type SmsRefusal = 'shared' | 'fax' | 'notAPhone' | 'notANumber' | 'landline' | 'optedOut' | 'numberOptedOut';

const FAX_NAME = /\b(tele)?fax\b/i;

/** The rule, pure: null when a code or link may be texted to the item. Not a phone: nothing to text. */
export function smsRefusal(
  item: CommunicationItem,
  contact: Pick<Contact, 'optedStatus'>,
  numberOptedOut = false,
): SmsRefusal | null {
  if (item.type !== 'phone') return null;
  // What the number is comes first (a shared office line is one for everyone), then the person's choice.
  if (item.isShared) return 'shared';
  if (item.lineKind === 'fax' || FAX_NAME.test(item.name)) return 'fax';
  if (item.lineKind === 'other') return 'notAPhone';
  if (/[a-z]/i.test(item.value)) return 'notANumber';
  if (isLandline(item)) return 'landline';
  if (contact.optedStatus === 'OptedOut') return 'optedOut';
  if (numberOptedOut) return 'numberOptedOut';
  return null;
}

/** The sentence shown beside the disabled SMS actions (once, not per button). */
export function smsRefusalText(refusal: SmsRefusal, contact: Pick<Contact, 'name' | 'companyName'>): string {
  switch (refusal) {
    case 'optedOut':
      return `${contact.name} opted out of text messages: no code or link is texted to this contact.`;
    case 'numberOptedOut':
      return 'This number opted out of text messages: choose an email address or another phone.';
    case 'shared':
      return `Shared line: other contacts of ${contact.companyName || 'the company'} use this number, so a code sent there proves nothing.`;
    case 'fax':
      return 'A fax line cannot receive text messages: choose a mobile or an email address.';
    case 'notAPhone':
      return 'The PSA does not list this number as a phone: no code or link is texted to it.';
    case 'notANumber':
      return 'This number has letters in it: correct it in the PSA; no code or link is texted to it.';
    case 'landline':
      return 'A landline cannot receive text messages: choose a mobile or an email address.';
  }
}

/** The short tag on the item itself. */
export const SMS_REFUSAL_TAGS: Record<SmsRefusal, string> = {
  optedOut: 'Opted out of SMS',
  numberOptedOut: 'Opted out of SMS',
  shared: 'Shared line',
  fax: 'Fax',
  notAPhone: 'Not a phone',
  notANumber: 'Not a number',
  landline: 'Landline',
};
