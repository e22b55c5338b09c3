import type { CommunicationItem } from '@features/api/core';
import { approvalAt, laterApproval, type Approval } from './approval/Approval';
import type { CodeTarget } from './codeTarget';
import type { FailureReason } from './failedAttempts';
import type { PushKind } from './VerificationApi';
import type { VerificationRecord } from './VerificationRecord';

/** Where the panel's flow is. One value, so the panel can never show two states at once. */
export type VerificationFlow =
  | { kind: 'idle' }
  | { kind: 'sending'; item: CodeTarget; what: 'code' | 'link' }
  | {
      kind: 'codeSent';
      item: CodeTarget;
      validationId: string;
      expiresAt: number;
      /** wrong: try again (triesLeft when the backend counts); locked: too many wrong codes; expired: time is up. */
      problem: CodeProblem | null;
      triesLeft: number | null;
      checking: boolean;
    }
  | { kind: 'optedOut'; item: CommunicationItem }
  | { kind: 'pushSending'; push: PushKind }
  | { kind: 'pushPending'; push: PushKind; validationId: string; expiresAt: number }
  | { kind: 'pushDenied'; push: PushKind }
  | { kind: 'pushExpired'; push: PushKind }
  | {
      kind: 'linkPending';
      item: CommunicationItem;
      validationId: string;
      expiresAt: number;
      matchNumber: number;
      confirmed: boolean;
    }
  | { kind: 'linkDenied'; item: CommunicationItem; reason: LinkDenialReason | null }
  | { kind: 'linkExpired'; item: CommunicationItem }
  /**
   * The methods passed and the tenant's policy wants a manager before the verification is recorded: the
   * technician asks an approver (approval null), then waits for the answer. approvalId without the approval:
   * asked before a reload, read again from the backend.
   */
  | { kind: 'approval'; validationId: string; approvalId: string | null; approval: Approval | null }
  /** The check passed: what it means for the call (verified, 1 of 2, held) is the backend's record's to say. */
  | { kind: 'verified'; record: VerificationRecord };

/** replaced: the code typed was an older one, which a newer send replaced (a wrong try all the same). */
export type CodeProblem = 'wrong' | 'replaced' | 'locked' | 'expired';

/** Why the contact's side refused a link, when it said. */
export type LinkDenialReason = Extract<FailureReason, 'NotOnCall' | 'WrongNumber'>;

/** Flows waiting for the contact's answer on their side (polled, and followed live through the hub). */
export type AwaitedFlow = Extract<VerificationFlow, { kind: 'pushPending' | 'linkPending' }>;

/** Flows with a countdown of their own: a code, a push or a link that is out. */
export type TimedFlow = Extract<VerificationFlow, { kind: 'codeSent' | 'pushPending' | 'linkPending' }>;

/** A flow waiting for a manager's answer (counted down to the request's expiry and followed live). */
export type ApprovalFlow = Extract<VerificationFlow, { kind: 'approval' }>;

/** What happens to a flow: the technician's steps, the backend's answers and the clock. */
export type FlowEvent =
  | { type: 'startOver' }
  /** The technician chose another phone or email: an opt-out's message gives way to the methods. */
  | { type: 'itemChosen' }
  | { type: 'send'; item: CodeTarget; what: 'code' | 'link' }
  | { type: 'sendPush'; push: PushKind }
  /** The send was answered (a code, a link or a push is out, or the number opted out): the flow it leads to. */
  | { type: 'sent'; flow: Extract<VerificationFlow, { kind: 'codeSent' | 'linkPending' | 'pushPending' | 'optedOut' }> }
  /** The send failed or was cancelled: nothing is out. */
  | { type: 'sendFailed' }
  | { type: 'check' }
  | { type: 'checked'; status: 'wrong'; triesLeft: number | null; replaced?: boolean }
  | { type: 'checked'; status: 'locked' | 'expired' }
  /** The check did not reach the backend: the code can be checked again. */
  | { type: 'checkFailed' }
  | { type: 'verified'; record: VerificationRecord }
  /** A check passed but is held for a manager's approval (the check of a code, or a push or link polled). */
  | { type: 'approvalNeeded'; validationId: string }
  /** Where the approval stands: asked, answered, expired (the pod's answer, the hub's event, a read after a reconnect). */
  | { type: 'approvalChanged'; approval: Approval }
  /** After an expired request: ask again, for the same held check. */
  | { type: 'askAgain' }
  | { type: 'awaitedEnded'; how: 'denied' | 'expired'; reason: LinkDenialReason | null }
  | { type: 'linkConfirmed'; confirmed: boolean }
  | { type: 'tick'; now: number };

export const IDLE: VerificationFlow = { kind: 'idle' };

/**
 * The flow after an event: pure, no clock or timers of its own (the time comes in a `tick`). An event
 * that does not apply where the flow is (a late answer after Start over, a second tick) returns the same
 * flow, so a caller can tell "nothing happened" by identity.
 */
export function nextFlow(flow: VerificationFlow, event: FlowEvent): VerificationFlow {
  switch (event.type) {
    case 'startOver':
      return flow.kind === 'idle' ? flow : IDLE;
    case 'itemChosen':
      return flow.kind === 'optedOut' ? IDLE : flow;
    case 'send':
    case 'sendPush':
    case 'sent':
    case 'sendFailed':
      return sendStep(flow, event);
    case 'verified':
      return { kind: 'verified', record: event.record };
    case 'tick':
      return timeStep(flow, event.now);
    case 'awaitedEnded':
      return isAwaited(flow) ? awaitedEnd(flow, event.how, event.reason) : flow;
    case 'linkConfirmed':
      return flow.kind === 'linkPending' && flow.confirmed !== event.confirmed
        ? { ...flow, confirmed: event.confirmed }
        : flow;
    default:
      return isApprovalEvent(event) ? approvalStep(flow, event) : codeStep(flow, event);
  }
}

/** A send: on its way, then out (or refused, failed, cancelled); an answer to a send no longer awaited changes nothing. */
function sendStep(
  flow: VerificationFlow,
  event: Extract<FlowEvent, { type: 'send' | 'sendPush' | 'sent' | 'sendFailed' }>,
): VerificationFlow {
  switch (event.type) {
    case 'send':
      return { kind: 'sending', item: event.item, what: event.what };
    case 'sendPush':
      return { kind: 'pushSending', push: event.push };
    case 'sent':
      return isSending(flow) ? event.flow : flow;
    case 'sendFailed':
      return isSending(flow) ? IDLE : flow;
  }
}

/** The clock: what is out runs out, and so does an unanswered approval request. */
function timeStep(flow: VerificationFlow, now: number): VerificationFlow {
  if (flow.kind === 'approval') return approvalNews(flow, flow.approval && approvalAt(flow.approval, now));
  return expiredAt(flow, now);
}

type ApprovalEvent = Extract<FlowEvent, { type: 'approvalNeeded' | 'approvalChanged' | 'askAgain' }>;

function isApprovalEvent(event: FlowEvent): event is ApprovalEvent {
  return event.type === 'approvalNeeded' || event.type === 'approvalChanged' || event.type === 'askAgain';
}

/** The steps of a check held for a manager: held, asked, answered, asked again after it expired. */
function approvalStep(flow: VerificationFlow, event: ApprovalEvent): VerificationFlow {
  if (event.type === 'approvalChanged') return approvalNews(flow, event.approval);
  if (event.type === 'askAgain')
    return flow.kind === 'approval' && flow.approval?.state === 'expired'
      ? { ...flow, approvalId: null, approval: null }
      : flow;
  return heldFor(flow, event.validationId)
    ? { kind: 'approval', validationId: event.validationId, approvalId: null, approval: null }
    : flow;
}

/** A code being checked, or a push or link awaited, whose check is the one held (a late hold of another is ignored). */
function heldFor(flow: VerificationFlow, validationId: string): boolean {
  if (flow.kind === 'codeSent') return flow.validationId === validationId;
  return isAwaited(flow) && flow.validationId === validationId;
}

/**
 * News of the flow's approval: the first answer to the request, then only a later state (a final one is never
 * replaced, so a late or replayed event cannot take a denial back to "awaiting").
 */
function approvalNews(flow: VerificationFlow, news: Approval | null): VerificationFlow {
  if (flow.kind !== 'approval' || !news || news.validationId !== flow.validationId) return flow;
  if (!flow.approval)
    return flow.approvalId && flow.approvalId !== news.id ? flow : { ...flow, approvalId: news.id, approval: news };
  const later = laterApproval(flow.approval, news);
  return later === flow.approval ? flow : { ...flow, approval: later };
}

/** The steps of a code in the caller's hands: checking it, and what the backend said. */
function codeStep(
  flow: VerificationFlow,
  event: Extract<FlowEvent, { type: 'check' | 'checked' | 'checkFailed' }>,
): VerificationFlow {
  if (flow.kind !== 'codeSent') return flow;
  if (event.type === 'check') return flow.checking ? flow : { ...flow, checking: true };
  if (event.type === 'checkFailed') return { ...flow, checking: false };
  if (event.status === 'wrong')
    return { ...flow, checking: false, problem: event.replaced ? 'replaced' : 'wrong', triesLeft: event.triesLeft };
  return { ...flow, checking: false, problem: event.status, triesLeft: event.status === 'locked' ? 0 : null };
}

/** A code past its time says so (it stays on screen, to resend); a push or link past its time has ended. */
function expiredAt(flow: VerificationFlow, now: number): VerificationFlow {
  if (!isTimed(flow) || now < flow.expiresAt) return flow;
  if (flow.kind === 'codeSent') return flow.problem ? flow : { ...flow, problem: 'expired' };
  return awaitedEnd(flow, 'expired', null);
}

function awaitedEnd(flow: AwaitedFlow, how: 'denied' | 'expired', reason: LinkDenialReason | null): VerificationFlow {
  if (flow.kind === 'pushPending')
    return how === 'denied' ? { kind: 'pushDenied', push: flow.push } : { kind: 'pushExpired', push: flow.push };
  return how === 'denied' ? { kind: 'linkDenied', item: flow.item, reason } : { kind: 'linkExpired', item: flow.item };
}

export function isSending(flow: VerificationFlow): boolean {
  return flow.kind === 'sending' || flow.kind === 'pushSending';
}

export function isAwaited(flow: VerificationFlow): flow is AwaitedFlow {
  return flow.kind === 'pushPending' || flow.kind === 'linkPending';
}

/** A flow that runs a countdown (a code, push or link that is out). */
export function isTimed(flow: VerificationFlow): flow is TimedFlow {
  return flow.kind === 'codeSent' || isAwaited(flow);
}

/** An approval asked for and not answered yet: counted down to its expiry and followed until it is. */
export function isAwaitingApproval(flow: VerificationFlow): flow is ApprovalFlow & { approval: Approval } {
  return flow.kind === 'approval' && flow.approval?.state === 'requested';
}

/** When the flow's countdown ends: the code, push or link's expiry, or the approval request's; null without one. */
export function deadlineOf(flow: VerificationFlow): number | null {
  if (isTimed(flow)) return flow.expiresAt;
  return isAwaitingApproval(flow) ? flow.approval.expiresAt : null;
}
