import { AppError, describeError } from '../shared/AppError';
import type { PodScreen } from './podQuery';
import { recordNoun } from './podScreenFor';
import type { PsaDescriptor } from './PsaDescriptor';

/** Why a pod shows no contact, as the card says it. */
export interface PodFailure {
  kind: 'no-id' | 'not-found' | 'error';
  title: string;
  message: string;
}

export function noIdFailure(descriptor: PsaDescriptor): PodFailure {
  return {
    kind: 'no-id',
    title: 'Nothing to show yet',
    message: `No ticket or contact was given. Open this page from a ticket or a contact in ${descriptor.title}.`,
  };
}

/** Turns a failed lookup into a message a technician understands: which record, which PSA, why. */
export function podFailureOf(descriptor: PsaDescriptor, screen: PodScreen, id: string, error: unknown): PodFailure {
  const noun = recordNoun(screen);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  if (error instanceof AppError && error.status === 404) {
    return { kind: 'not-found', title: `${Noun} not found`, message: `No ${noun} with id ${id} was found in ${descriptor.title}.` };
  }
  return {
    kind: 'error',
    title: `${descriptor.title} did not answer`,
    message: `The ${noun} could not be loaded from ${descriptor.title}: ${describeError(error)}`,
  };
}
