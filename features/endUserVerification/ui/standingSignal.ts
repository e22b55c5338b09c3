import {
  CALLER_REQUEST_LABELS,
  type CallerRequest,
  historyEntryKey,
  methodName,
  timeText,
  untilText,
} from '@features/api/core';
import type { ContactSignal, HistoryMark, SignalContent } from '@features/api/ui';
import { attemptsAlert, attemptsAlertChangesAt, failuresTitle } from '../core/failedAttempts';
import { challengedText, deniedText, elsewhereText, heldText, verifiers } from '../core/standingText';
import type { VerificationSettings } from '../core/VerificationSettings';
import {
  standingChangesAt,
  verificationStanding,
  type StandingFacts,
  type ThisCall,
  type VerificationStanding,
} from '../core/verificationStanding';

/** What the signal is derived from (ContactStanding has each of these). */
export interface StandingInputs {
  facts: StandingFacts;
  request: CallerRequest;
  call: ThisCall;
  now: number;
  settingsStore: { settings: VerificationSettings | null };
  /** Whether the backend's records were read: nothing is said before (nothing green, nothing neutral). */
  records: { loaded: boolean };
}

/**
 * What End User Verification says about the contact in the card and on its sidebar item: the standing
 * tag, the marks on the history entries of this call, the failures callout, a dot. With an end: at the
 * moment the standing or the alert changes by itself, `then` is what holds after, so a closed panel's
 * signal still turns neutral on time.
 */
export function standingSignal(inputs: StandingInputs): ContactSignal | null {
  const settings = inputs.settingsStore.settings;
  if (!settings || !inputs.records.loaded) return null;
  const content = signalAt(inputs, settings, inputs.now);
  const ends = [
    attemptsAlertChangesAt(inputs.facts.attempts, settings.failedAttempts, inputs.now),
    standingChangesAt(inputs.facts, settings, inputs.now),
  ];
  const until = Math.min(...ends.filter((t): t is number => t !== null));
  if (!Number.isFinite(until)) return content;
  return { ...content, until, then: signalAt(inputs, settings, until) };
}

function signalAt(inputs: StandingInputs, settings: VerificationSettings, now: number): SignalContent {
  const standing = verificationStanding(inputs.facts, settings, now, inputs.call);
  const content: SignalContent = { tag: standingTag(standing, inputs.request, now) };
  const marks = standingMarks(standing, now);
  if (marks.length) content.marks = marks;
  if (standing.kind === 'verified')
    content.sidebar = { intent: 'success', label: `verified ${timeText(Date.parse(standing.proof[0]!.date), now)}` };
  if (standing.kind === 'challenged') content.sidebar = { intent: 'danger', label: 'failed attempts after verifying' };
  if (standing.kind === 'denied') content.sidebar = { intent: 'danger', label: 'approval denied' };
  if (standing.kind === 'held') content.sidebar = { intent: 'warning', label: 'awaiting approval' };
  const alert = attemptsAlert(inputs.facts.attempts, settings.failedAttempts, now);
  if (alert.kind !== 'none') {
    const who = alert.inspectors.length ? `By ${alert.inspectors.join(', ')}. ` : '';
    const title = failuresTitle(alert.count, settings.failedAttempts.windowMinutes);
    content.alert =
      alert.kind === 'locked'
        ? {
            intent: 'danger',
            title,
            text: `${who}New codes, pushes and links are refused; the pause ends ${untilText(alert.until, now)}.`,
          }
        : { intent: 'danger', title, text: `${who}Every new check needs a note.` };
    content.sidebar = {
      intent: 'danger',
      label:
        alert.kind === 'locked'
          ? `checks paused, ends ${untilText(alert.until, now)}`
          : `${alert.count} failed attempts`,
    };
  }
  return content;
}

/** Tags beside this call's checks in the history: what they are worth for the call now. */
function standingMarks(standing: VerificationStanding, now: number): HistoryMark[] {
  const tag = markTag(standing, now);
  if (!tag || !('proof' in standing)) return [];
  return standing.proof.map((entry) => ({ key: historyEntryKey(entry), tag }));
}

function markTag(standing: VerificationStanding, now: number): HistoryMark['tag'] | null {
  switch (standing.kind) {
    case 'verified':
      return { intent: 'success', text: `This call, ends ${untilText(standing.until, now)}` };
    case 'partial':
      return { intent: 'warning', text: '1 of 2 methods' };
    case 'held':
      return { intent: 'warning', text: 'Awaiting approval' };
    case 'challenged':
      return { intent: 'danger', text: 'Failed attempts since' };
    default:
      return null;
  }
}

/**
 * The card's tag: green only while this call's record says verified and nothing failed since; 1 of 2
 * methods, awaiting approval, denied and failed-since say so; a verification that holds for another call says
 * so in neutral; otherwise how long ago the last one was, or never.
 */
export function standingTag(standing: VerificationStanding, request: CallerRequest, now: number): SignalContent['tag'] {
  switch (standing.kind) {
    case 'verified': {
      const newest = standing.proof[0]!;
      const how = standing.proof.map((entry) => methodName(entry.type)).join(' and ');
      return {
        intent: 'success',
        text: `Verified ${timeText(Date.parse(newest.date), now)}`,
        title: `${how}, by ${verifiers(standing.proof)}`,
      };
    }
    case 'partial': {
      const first = standing.proof[0]!;
      return {
        intent: 'warning',
        text: '1 of 2 methods',
        title: `${CALLER_REQUEST_LABELS[request]} needs two methods: ${methodName(first.type)} ${timeText(Date.parse(first.date), now)} by ${first.inspector || 'unknown technician'}`,
      };
    }
    case 'held':
      return { intent: 'warning', text: 'Awaiting approval', title: heldText(standing.record, now) };
    case 'denied':
      return { intent: 'danger', text: 'Approval denied', title: deniedText(standing.record) };
    case 'challenged':
      return { intent: 'danger', text: 'Failed attempts since', title: challengedText(standing, now) };
    case 'elsewhere':
      return { intent: 'none', text: 'Not verified for this call', title: elsewhereText(standing.last, now) };
    case 'expired':
    case 'lapsed':
      return {
        intent: 'none',
        text: `Last verified ${timeText(Date.parse(standing.last.date), now)}`,
        title: `by ${standing.last.inspector || 'unknown technician'}, ${standing.last.type ? methodName(standing.last.type) : 'unknown method'}`,
      };
    case 'never':
      return { intent: 'none', text: 'Never verified' };
  }
}
