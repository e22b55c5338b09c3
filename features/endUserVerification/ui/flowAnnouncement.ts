import type { CommunicationItem } from '@features/api/core';
import type { Approval } from '../core/approval/Approval';
import type { CodeTarget } from '../core/codeTarget';
import type { VerificationStanding } from '../core/verificationStanding';
import { PUSH_NAMES, type VerificationFlow } from './verificationFlow';

/**
 * What the panel's live region says for a flow state: one short sentence a screen reader reads when
 * the state changes (the visible callouts say more, in other words, so tests and people can tell the
 * two apart). Empty when nothing happened.
 */
export function flowAnnouncement(
  flow: VerificationFlow,
  name: string,
  shown: (item: Pick<CommunicationItem, 'value'>) => string,
  /** What the call's record says now (a passed check is verified only once the record says so). */
  standing: VerificationStanding['kind'] | null = null,
): string {
  const where = (target: CodeTarget) => (target.type === 'teams' ? `${target.value} on Teams` : shown(target));
  switch (flow.kind) {
    case 'idle':
      return '';
    case 'sending':
      return `A ${flow.what} is on its way to ${where(flow.item)}.`;
    case 'codeSent':
      return codeAnnouncement(flow, where(flow.item));
    case 'optedOut':
      return `Nothing went out: ${shown(flow.item)} opted out of texts.`;
    case 'pushSending':
    case 'pushPending':
    case 'pushDenied':
    case 'pushExpired':
      return pushAnnouncement(flow, name);
    case 'linkPending':
    case 'linkDenied':
    case 'linkExpired':
      return linkAnnouncement(flow, name, shown);
    case 'approval':
    case 'verified':
      return resultAnnouncement(flow, name, standing);
  }
}

function codeAnnouncement(flow: Extract<VerificationFlow, { kind: 'codeSent' }>, where: string): string {
  if (flow.checking) return 'Checking…';
  switch (flow.problem) {
    case 'wrong':
      return `Not the right code.${flow.triesLeft === null ? '' : ` Tries left: ${flow.triesLeft}.`}`;
    case 'replaced':
      return 'An older code: a newer one replaced it.';
    case 'locked':
      return 'Locked after too many wrong tries: send a new code.';
    case 'expired':
      return 'Out of time: send a new code.';
    case null:
      return `The code went to ${where}. Enter the six digits the caller reads out.`;
  }
}

function pushAnnouncement(
  flow: Extract<VerificationFlow, { kind: 'pushSending' | 'pushPending' | 'pushDenied' | 'pushExpired' }>,
  name: string,
): string {
  switch (flow.kind) {
    case 'pushSending':
      return `The ${PUSH_NAMES[flow.push]} is on its way.`;
    case 'pushPending':
      return `The ${PUSH_NAMES[flow.push]} reached ${name}; their answer is awaited.`;
    case 'pushDenied':
      return `Refused: ${name} said no to the ${PUSH_NAMES[flow.push]}.`;
    case 'pushExpired':
      return `No answer from ${name} in time to the ${PUSH_NAMES[flow.push]}.`;
  }
}

function linkAnnouncement(
  flow: Extract<VerificationFlow, { kind: 'linkPending' | 'linkDenied' | 'linkExpired' }>,
  name: string,
  shown: (item: Pick<CommunicationItem, 'value'>) => string,
): string {
  switch (flow.kind) {
    case 'linkPending':
      return flow.confirmed
        ? `${name} confirmed the call and sees the numbers: ask for ${flow.matchNumber}.`
        : `The link went to ${shown(flow.item)}. Ask ${name} to choose ${flow.matchNumber}.`;
    case 'linkDenied':
      return `Refused: ${name} did not confirm the link.`;
    case 'linkExpired':
      return `No answer from ${name} in time to the link.`;
  }
}

/** A check held for a manager (asked, answered) or recorded: what a screen reader hears of the result. */
function resultAnnouncement(
  flow: Extract<VerificationFlow, { kind: 'approval' | 'verified' }>,
  name: string,
  standing: VerificationStanding['kind'] | null,
): string {
  if (flow.kind === 'verified') {
    if (standing === 'verified') return `Verified: ${name}.`;
    if (standing === 'partial') return `One method passed: ${name} needs a second one.`;
    if (standing === 'held') return "The check passed: it waits for a manager's approval.";
    return `Check passed: ${name}. Reading the record.`;
  }
  return flow.approval ? approvalAnnouncement(flow.approval) : 'The check passed: ask a manager to approve.';
}

/** Said in other words than the callout's (approvalText), so the two can be told apart. */
function approvalAnnouncement(approval: Approval): string {
  const by = approval.answer?.by.name ?? approval.approver.name;
  switch (approval.state) {
    case 'requested':
      return `Asked ${approval.approver.name} to approve; the answer is awaited.`;
    case 'approved':
      return `${by} approved; recording the verification.`;
    case 'denied':
      return `${by} denied the verification.`;
    case 'expired':
      return `The approval request to ${approval.approver.name} expired.`;
  }
}
