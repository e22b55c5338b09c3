import type { CommunicationItem } from '@features/api/core';
import type { StoredCheck, TargetRef as StoredCodeRef } from '../core/CallState';
import type { CodeTarget } from '../core/codeTarget';
import type { VerificationFlow } from './verificationFlow';

/**
 * What of the panel's flow is kept for a reload or a second tab: a code, push or link in progress (or
 * just ended), or the verification. `undefined` for a moment that passes by itself (a send on its way):
 * the stored check stays as it was. `null` once there is nothing to resume.
 */
export function checkOf(flow: VerificationFlow): StoredCheck | null | undefined {
  switch (flow.kind) {
    case 'codeSent':
      return {
        kind: 'code',
        validationId: flow.validationId,
        expiresAt: flow.expiresAt,
        item: targetRef(flow.item),
        problem: flow.problem,
        triesLeft: flow.triesLeft,
      };
    case 'pushPending':
      return { kind: 'push', validationId: flow.validationId, expiresAt: flow.expiresAt, push: flow.push, ended: null };
    case 'linkPending':
      return {
        kind: 'link',
        validationId: flow.validationId,
        expiresAt: flow.expiresAt,
        item: itemRef(flow.item),
        matchNumber: flow.matchNumber,
        confirmed: flow.confirmed,
        ended: null,
      };
    case 'approval':
      return { kind: 'approval', validationId: flow.validationId, approvalId: flow.approval?.id ?? flow.approvalId };
    case 'verified':
      return { kind: 'verified', record: flow.record };
    case 'sending':
    case 'pushSending':
      return undefined;
    default:
      return null;
  }
}

/** The flow a stored check resumes at (a code's entry with its countdown, a push or link still awaited, the result). */
export function flowOf(check: StoredCheck, items: readonly CommunicationItem[]): VerificationFlow {
  switch (check.kind) {
    case 'code':
      return {
        kind: 'codeSent',
        item: targetOf(check.item, items),
        validationId: check.validationId,
        expiresAt: check.expiresAt,
        problem: check.problem,
        triesLeft: check.triesLeft,
        checking: false,
      };
    case 'push':
      if (check.ended === 'denied') return { kind: 'pushDenied', push: check.push };
      if (check.ended === 'expired') return { kind: 'pushExpired', push: check.push };
      return { kind: 'pushPending', push: check.push, validationId: check.validationId, expiresAt: check.expiresAt };
    case 'link':
      if (check.ended === 'denied') return { kind: 'linkDenied', item: itemOf(check.item, items), reason: null };
      if (check.ended === 'expired') return { kind: 'linkExpired', item: itemOf(check.item, items) };
      return {
        kind: 'linkPending',
        item: itemOf(check.item, items),
        validationId: check.validationId,
        expiresAt: check.expiresAt,
        matchNumber: check.matchNumber,
        confirmed: check.confirmed,
      };
    case 'approval':
      return { kind: 'approval', validationId: check.validationId, approvalId: check.approvalId, approval: null };
    case 'verified':
      return { kind: 'verified', record: check.record };
  }
}

function itemRef(item: CommunicationItem): Pick<CommunicationItem, 'name' | 'type' | 'value'> {
  return { name: item.name, type: item.type, value: item.value };
}

function targetRef(target: CodeTarget): StoredCodeRef {
  return target.type === 'teams' ? { name: 'Teams', type: 'teams', value: target.value } : itemRef(target);
}

/** Where a code went: the contact's Teams, or an item as `itemOf` finds it. */
function targetOf(ref: StoredCodeRef, items: readonly CommunicationItem[]): CodeTarget {
  return ref.type === 'teams'
    ? { name: 'Teams', type: 'teams', value: ref.value, isVerified: false }
    : itemOf(ref, items);
}

/** The contact's own item when it still has it (with its verified state), else the stored one. */
function itemOf(
  ref: Pick<CommunicationItem, 'name' | 'type' | 'value'>,
  items: readonly CommunicationItem[],
): CommunicationItem {
  return items.find((item) => item.type === ref.type && item.value === ref.value) ?? { ...ref, isVerified: false };
}
