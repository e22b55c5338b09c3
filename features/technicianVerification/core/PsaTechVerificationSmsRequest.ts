import type { HubEvent } from '@features/api/core';
import type { TechVerification } from './TechVerification';
import { readTechVerificationMessage } from './readTechVerificationMessage';

/**
 * Hub event PsaTechVerificationSmsRequest (spec sections 3 and 9): the tech verification message, sent
 * when an end user asks for a verification and each time it changes. A malformed one is dropped by the hub.
 */
export const PsaTechVerificationSmsRequestEvent: HubEvent<TechVerification> = {
  name: 'PsaTechVerificationSmsRequest',
  parse: readTechVerificationMessage,
};
