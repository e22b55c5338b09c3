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

/** A link or request the page knows of (created here, or listed by the server). */
export interface KnownItem {
  kind: SecureDataAction;
  id: string;
}

export type SecureDataStep =
  | { name: 'SelectActions' }
  | { name: 'CreateSecureData'; action: SecureDataAction }
  /** One link's or request's panel: send it, see whether it was opened, show its answer. */
  | { name: 'SendSecureData'; action: SecureDataAction; id: string };

export const FIRST_STEP: SecureDataStep = { name: 'SelectActions' };

/*
 * The step as the address's query writes it (`step=`, docs/decisions/141-the-page-lives-in-the-query.md), so Back
 * and a reload return to it: `actions` (the first, left out of the address), `send`, `request`, `link:<id>`,
 * `request:<id>`. A link's own address never goes there: only its id.
 */
const ACTIONS = 'actions';
const CREATE: Record<SecureDataAction, string> = { sendData: 'send', requestData: 'request' };
const OPEN: Record<SecureDataAction, string> = { sendData: 'link:', requestData: 'request:' };

export function stepKey(step: SecureDataStep): string {
  switch (step.name) {
    case 'SelectActions':
      return ACTIONS;
    case 'CreateSecureData':
      return CREATE[step.action];
    case 'SendSecureData':
      return `${OPEN[step.action]}${step.id}`;
  }
}

/** The step a key names; anything else is the first step. */
export function stepOfKey(key: string): SecureDataStep {
  for (const action of ['sendData', 'requestData'] as const) {
    if (key === CREATE[action]) return { name: 'CreateSecureData', action };
    if (key.startsWith(OPEN[action]) && key.length > OPEN[action].length)
      return { name: 'SendSecureData', action, id: key.slice(OPEN[action].length) };
  }
  return FIRST_STEP;
}

/**
 * The keys the page can open, the first step first: the choice, the two create steps and one panel per link or
 * request it knows. A panel of an item the page does not know (another ticket's, a hand-edited address) is not
 * among them and opens the choice.
 */
export function stepKeys(known: readonly KnownItem[]): string[] {
  const panels = known.map((item) => stepKey({ name: 'SendSecureData', action: item.kind, id: item.id }));
  return [ACTIONS, CREATE.sendData, CREATE.requestData, ...new Set(panels)];
}

/**
 * Where a created link leads: its panel, when the technician is still on the create step it came from. A late
 * answer after the technician went back (or chose the other action) moves nothing: null.
 */
export function stepAfterCreated(current: SecureDataStep, created: KnownItem): SecureDataStep | null {
  return current.name === 'CreateSecureData' && current.action === created.kind
    ? { name: 'SendSecureData', action: created.kind, id: created.id }
    : null;
}

/** True when leaving `from` for `to` leaves a create form (its typed values are dropped then). */
export function leavesCreateForm(from: SecureDataStep | null, to: SecureDataStep): boolean {
  return from?.name === 'CreateSecureData' && stepKey(from) !== stepKey(to);
}
