import type { CommunicationItem, Contact } from '@features/api/core';
import type { PushKind } from '../core/VerificationApi';
import type { VerificationMethod } from '@features/api/core';
import { isMobile, smsRefusal } from '../core/smsReach';

export type { AwaitedFlow, CodeProblem, VerificationFlow } from '../core/verificationFlow';

/** How often a pending push or link is asked about (the hub usually answers first). */
export const PUSH_POLL_MS = 2000;

export const PUSH_NAMES: Record<PushKind, string> = { duo: 'Duo push', microsoft: 'Microsoft push' };

/** The settings' method of each push. */
export const PUSH_METHODS: Record<PushKind, VerificationMethod> = { duo: 'duoPush', microsoft: 'microsoftPush' };

/** A stable key for a communication item (type and value). */
export function itemKey(item: Pick<CommunicationItem, 'type' | 'value'>): string {
  return `${item.type}:${item.value}`;
}

/**
 * The first mobile that may take a code (texting is quickest for a caller on the line), else the first
 * email, else the first item: a number no code may go to (opted out, shared) is never preselected.
 */
export function defaultItem(contact: Contact): string | null {
  const items = contact.communicationItems;
  const pick =
    items.find((i) => isMobile(i, contact) && !smsRefusal(i, contact)) ??
    items.find((i) => i.type === 'email') ??
    items[0];
  return pick ? itemKey(pick) : null;
}
