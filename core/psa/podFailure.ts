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

/**
 * Turns a failed lookup into a message a technician understands: which record, which PSA, and whose
 * fault: the PSA's answer (a gateway status carrying the PSA's message), or our own service (no
 * answer at all, an internal error, an answer that breaks the contract). The HTTP layer does not
 * toast this lookup, so the card's message is the only one.
 */
export function podFailureOf(descriptor: PsaDescriptor, screen: PodScreen, id: string, error: unknown): PodFailure {
  const noun = recordNoun(screen);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  if (error instanceof AppError && error.status === 404) {
    return {
      kind: 'not-found',
      title: `${Noun} not found`,
      message: `No ${noun} with id ${id} was found in ${descriptor.title}.`,
    };
  }
  const why = describeError(error);
  if (error instanceof AppError && error.kind === 'network') {
    return {
      kind: 'error',
      title: 'The Tech Add-on service did not answer',
      message: `The ${noun} could not be loaded: ${why} Check the connection, then try again.`,
    };
  }
  if (error instanceof AppError && error.kind === 'server' && !PSA_GATEWAY_STATUSES.has(error.status ?? 0)) {
    return {
      kind: 'error',
      title: 'The Tech Add-on service had a problem',
      message: `The ${noun} could not be loaded: ${why}`,
    };
  }
  if (error instanceof AppError && error.kind === 'malformed') {
    return {
      kind: 'error',
      title: `Unexpected answer for this ${noun}`,
      message: `The ${noun} could not be loaded from ${descriptor.title}: ${why}`,
    };
  }
  return {
    kind: 'error',
    title: `${descriptor.title} answered with an error`,
    message: `The ${noun} could not be loaded from ${descriptor.title}: ${why}`,
  };
}

/** Statuses with which our API passes on the PSA's own failure (bad gateway, gateway timeout). */
const PSA_GATEWAY_STATUSES = new Set([502, 504]);
