/*
 * The verification link's public endpoints, answered without a session: the token is the only credential.
 * It came in the link's fragment (never sent to a server by the browser) and travels only in POST bodies,
 * so it stays out of addresses, server logs and Referer headers. Types only: the link page is a small
 * chunk that reads these answers with its own checks (linkPage/readLinkAnswers.ts), without yup.
 *
 * - POST /PsaContactValidation/link/details {token}           -> LinkDetailsWire (changes nothing)
 * - POST /PsaContactValidation/link/confirm {token}           -> LinkNumbersWire ("Yes, continue")
 * - POST /PsaContactValidation/link/choose  {token, number}   -> LinkResultWire  (one try)
 * - POST /PsaContactValidation/link/deny    {token}           -> LinkResultWire  ("No, I did not ask for this")
 * An unknown token answers 404; a link already answered or past its time answers 410; each with {message}.
 */

/** Where a link is: waiting for the contact, numbers shown, answered, or past its lifetime. */
export type LinkStateWire = 'open' | 'confirmed' | 'verified' | 'denied' | 'expired';

export interface LinkTokenBody {
  token: string;
}

export interface LinkDetailsWire {
  /** The MSP's name, e.g. Acme MSP. */
  mspName: string;
  /** The technician who sent the link (the one on the call), e.g. Tess Tech. */
  technicianName: string;
  state: LinkStateWire;
  /** ISO timestamp. */
  expiresAt: string;
}

export interface LinkNumbersWire {
  /** Three different two-digit numbers; one is the number the technician reads out. */
  numbers: number[];
}

export interface LinkChooseBody extends LinkTokenBody {
  number: number;
}

export interface LinkResultWire {
  result: 'verified' | 'denied';
}

/** The public link endpoints, under the API's base URL. */
export const LINK_PATHS = {
  details: '/PsaContactValidation/link/details',
  confirm: '/PsaContactValidation/link/confirm',
  choose: '/PsaContactValidation/link/choose',
  deny: '/PsaContactValidation/link/deny',
} as const;

/** The SPA's public page a link opens: `/verify#<token>`. */
export const VERIFY_PAGE_PATH = '/verify';
