import type { CommunicationItem, Contact } from '@features/api/core';
import type { FailureReason } from '../core/failedAttempts';
import type { PushKind } from '../core/VerificationApi';
import type { VerificationRecord } from '../core/VerificationRecord';
import type { VerificationMethod } from '../core/VerificationSettings';
import { isMobile, smsRefusal } from '../core/smsReach';

/** Where the panel's flow is. One value, so the panel can never show two states at once. */
export type VerificationFlow =
  | { kind: 'idle' }
  | { kind: 'sending'; item: CommunicationItem; what: 'code' | 'link' }
  | {
      kind: 'codeSent';
      item: CommunicationItem;
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
  | { kind: 'linkDenied'; item: CommunicationItem; reason: Extract<FailureReason, 'NotOnCall' | 'WrongNumber'> | null }
  | { kind: 'linkExpired'; item: CommunicationItem }
  | { kind: 'verified'; record: VerificationRecord; note: 'idle' | 'saving' | 'saved' };

export type CodeProblem = 'wrong' | 'locked' | 'expired';

/** Flows waiting for the contact's answer on their side (polled, and followed live through the hub). */
export type AwaitedFlow = Extract<VerificationFlow, { kind: 'pushPending' | 'linkPending' }>;

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
