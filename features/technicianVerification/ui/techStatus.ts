import type { StatusTone } from '@features/api/ui';
import type { TechVerificationStatus } from '../core/TechVerification';

/** How a status reads: its words (tag, filter, history), its tone, and what happened at its time ("Confirmed 3 min ago"). */
export interface TechStatusLook {
  words: string;
  tone: StatusTone;
  happened: string;
}

/** The one mapping from a verification's status to what the technician reads. */
export const TECH_STATUS: Record<TechVerificationStatus, TechStatusLook> = {
  Requested: { words: 'Verification requested', tone: 'progress', happened: 'Asked' },
  CodeSent: { words: 'Code sent, waiting for the end user', tone: 'neutral', happened: 'Code sent' },
  WrongCode: { words: 'The end user entered a wrong code', tone: 'warning', happened: 'Wrong code entered' },
  Verified: { words: 'Confirmed: the end user entered the right code', tone: 'success', happened: 'Confirmed' },
  Failed: { words: 'Failed: too many wrong codes', tone: 'danger', happened: 'Failed' },
};
