import type { CommunicationItem } from '@features/api/core';

/** The digits of a phone number, formatting dropped. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Phone rule of spec section 4: digits only; the stored number loses one leading zero (a national
 * trunk prefix) and must then appear inside the submitted digits (which may carry a country code).
 */
export function phoneMatches(stored: string, submitted: string): boolean {
  const wanted = phoneDigits(stored).replace(/^0/, '');
  return wanted.length > 0 && phoneDigits(submitted).includes(wanted);
}

/** Email rule of spec section 4: the values are equal, exactly. */
export function emailMatches(stored: string, submitted: string): boolean {
  return stored === submitted;
}

/** Whether a submitted value designates a stored communication item's value, by the item's type. */
export function valuesMatch(type: CommunicationItem['type'], stored: string, submitted: string): boolean {
  return type === 'phone' ? phoneMatches(stored, submitted) : emailMatches(stored, submitted);
}
