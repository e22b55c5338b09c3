import type { CommunicationItem } from '@features/api/core';
import type { CodeTarget } from '../core/codeTarget';
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
): string {
  const where = (target: CodeTarget) => (target.type === 'teams' ? `${target.value} on Teams` : shown(target));
  switch (flow.kind) {
    case 'idle':
      return '';
    case 'sending':
      return `A ${flow.what} is on its way to ${where(flow.item)}.`;
    case 'codeSent': {
      if (flow.checking) return 'Checking…';
      if (flow.problem === 'wrong')
        return `Not the right code.${flow.triesLeft === null ? '' : ` Tries left: ${flow.triesLeft}.`}`;
      if (flow.problem === 'locked') return 'Locked after too many wrong tries: send a new code.';
      if (flow.problem === 'expired') return 'Out of time: send a new code.';
      return `The code went to ${where(flow.item)}. Enter the six digits the caller reads out.`;
    }
    case 'optedOut':
      return `Nothing went out: ${shown(flow.item)} opted out of texts.`;
    case 'pushSending':
      return `The ${PUSH_NAMES[flow.push]} is on its way.`;
    case 'pushPending':
      return `The ${PUSH_NAMES[flow.push]} reached ${name}; their answer is awaited.`;
    case 'pushDenied':
      return `Refused: ${name} said no to the ${PUSH_NAMES[flow.push]}.`;
    case 'pushExpired':
      return `No answer from ${name} in time to the ${PUSH_NAMES[flow.push]}.`;
    case 'linkPending':
      return flow.confirmed
        ? `${name} confirmed the call and sees the numbers: ask for ${flow.matchNumber}.`
        : `The link went to ${shown(flow.item)}. Ask ${name} to choose ${flow.matchNumber}.`;
    case 'linkDenied':
      return `Refused: ${name} did not confirm the link.`;
    case 'linkExpired':
      return `No answer from ${name} in time to the link.`;
    case 'verified':
      return flow.note === 'saved' ? 'The ticket has the note now.' : `Verified: ${name}.`;
  }
}
