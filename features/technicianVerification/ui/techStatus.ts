import type { Intent } from '@blueprintjs/core';
import type { TechVerificationStatus } from '../core/TechVerification';

/** How a status reads: its words (tag, filter, history), its intent, and what happened at its time ("Confirmed 3 min ago"). */
export interface TechStatusLook {
  words: string;
  intent: Intent;
  happened: string;
}

/** The one mapping from a verification's status to what the technician reads. */
export const TECH_STATUS: Record<TechVerificationStatus, TechStatusLook> = {
  Requested: { words: 'Verification requested', intent: 'primary', happened: 'Asked' },
  CodeSent: { words: 'Code sent, waiting for the end user', intent: 'none', happened: 'Code sent' },
  WrongCode: { words: 'The end user entered a wrong code', intent: 'warning', happened: 'Wrong code entered' },
  Verified: { words: 'Confirmed: the end user entered the right code', intent: 'success', happened: 'Confirmed' },
  Failed: { words: 'Failed: too many wrong codes', intent: 'danger', happened: 'Failed' },
};
