/**
 * SMS length rules, so the composer can say how many messages a text costs: 160 GSM-7 / 70 UCS-2
 * characters in one segment. A text that needs more than one segment is sent concatenated, and each
 * part then loses room to the header: 153 GSM-7 septets or 67 UCS-2 units per segment
 * (3GPP TS 23.038 / 23.040).
 */

/** The GSM 03.38 basic character set: one septet each. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: an escape plus the character, two septets each. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Characters as a person counts them (code points). */
  characters: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Segments the text is sent in (0 for an empty text). */
  segments: number;
  /** Units one segment holds at this length (160/70 single, 153/67 concatenated). */
  perSegment: number;
}

export const SINGLE_SEGMENT = { 'GSM-7': 160, 'UCS-2': 70 } as const;
export const CONCATENATED_SEGMENT = { 'GSM-7': 153, 'UCS-2': 67 } as const;

/** True when every character of the text is in the GSM-7 alphabet (basic or extension). */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!basic.has(ch) && !extended.has(ch)) return false;
  return true;
}

/** How long a text is as an SMS: encoding, units and segments. */
export function smsLength(text: string): SmsLength {
  const characters = [...text].length;
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  let units = 0;
  if (encoding === 'GSM-7') for (const ch of text) units += extended.has(ch) ? 2 : 1;
  else units = text.length; // UTF-16 code units: an emoji outside the BMP takes two
  const single = SINGLE_SEGMENT[encoding];
  const perSegment = units <= single ? single : CONCATENATED_SEGMENT[encoding];
  const segments = units === 0 ? 0 : Math.ceil(units / perSegment);
  return { encoding, characters, units, segments, perSegment };
}

/** The counter under the composer, e.g. "172 characters · 2 SMS (GSM-7)". */
export function smsLengthLabel(length: SmsLength): string {
  const chars = `${length.characters} character${length.characters === 1 ? '' : 's'}`;
  if (length.segments === 0) return chars;
  return `${chars} · ${length.segments} SMS (${length.encoding})`;
}

/** Up to this many segments a text is sent without a word; past it the composer warns of the cost. */
export const SMS_SEGMENTS_WITHOUT_WARNING = 3;

/** The composer's warning for a long text (past 3 segments), or null: each segment is billed as one SMS. */
export function smsCostWarning(length: SmsLength): string | null {
  if (length.segments <= SMS_SEGMENTS_WITHOUT_WARNING) return null;
  return `A long text: it is sent and billed as ${length.segments} SMS. Shorten it to send fewer.`;
}
