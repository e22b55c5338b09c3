/** Spec section 2: the steps of Secure Data Sharing, SelectActions first. */
export type SecureDataStepName = 'SelectActions' | 'CreateSecureData' | 'SendSecureData';

/** What the technician chose on the first step. */
export type SecureDataAction = 'sendData' | 'requestData';

/** What was created on the second step and is sent on the third. */
export interface CreatedLink {
  kind: SecureDataAction;
  id: string;
  link: string;
  /** Epoch ms. */
  expiresAt: number;
}

export type SecureDataStep =
  | { name: 'SelectActions' }
  | { name: 'CreateSecureData'; action: SecureDataAction }
  | { name: 'SendSecureData'; action: SecureDataAction; created: CreatedLink; sentTo: string[] };

export type StepEvent =
  | { type: 'choose'; action: SecureDataAction }
  | { type: 'created'; created: CreatedLink }
  | { type: 'sent'; recipient: string }
  | { type: 'back' }
  | { type: 'restart' };

export const FIRST_STEP: SecureDataStep = { name: 'SelectActions' };

/**
 * The steps as a pure transition: an event that does not fit the current step leaves it unchanged
 * (a late answer, a double click), so the page can never skip a step or send what was not created.
 * Going back from Send returns to the choice, not to Create: the created link already exists and
 * creating again would make a second one.
 */
export function nextStep(step: SecureDataStep, event: StepEvent): SecureDataStep {
  switch (event.type) {
    case 'restart':
      return FIRST_STEP;
    case 'choose':
      return step.name === 'SelectActions' ? { name: 'CreateSecureData', action: event.action } : step;
    case 'created':
      return step.name === 'CreateSecureData' && step.action === event.created.kind
        ? { name: 'SendSecureData', action: step.action, created: event.created, sentTo: [] }
        : step;
    case 'sent':
      return step.name === 'SendSecureData' && !step.sentTo.includes(event.recipient)
        ? { ...step, sentTo: [...step.sentTo, event.recipient] }
        : step;
    case 'back':
      return step.name === 'SelectActions' ? step : FIRST_STEP;
  }
}
