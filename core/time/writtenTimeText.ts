import { dateTimeFormat } from './dateTimeFormat';

/**
 * A moment written into something a person reads later and elsewhere (a text or email to a contact, a ticket
 * note): never relative, since "in 3 hours" is wrong by the time it is read, and with its time zone named, since
 * the reader may be in another. The same shape as a moment on screen beyond a day ("Nov 28, 2026, 5:28 AM"), plus
 * the zone: "Nov 28, 2026, 5:28 AM EST". The defaults are the technician's locale and time zone.
 */
export function writtenTimeText(at: number, locale?: string, timeZone?: string): string {
  return dateTimeFormat('written', locale, timeZone).format(at);
}
