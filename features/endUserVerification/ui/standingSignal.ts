import { CALLER_REQUEST_LABELS, type CallerRequest, type Contact, historyEntryKey, timeText } from '@features/api/core';
import type { ContactSignal, SignalContent } from '@features/api/ui';
import { attemptsAlert, attemptsAlertChangesAt, failuresTitle, type ContactAttempts } from '../core/failedAttempts';
import { elsewhereText, verifiers } from '../core/standingText';
import type { VerificationSettings } from '../core/VerificationSettings';
import { methodsNeeded } from '../core/VerificationSettings';
import {
  standingChangesAt,
  verificationStanding,
  type ThisCall,
  type VerificationStanding,
} from '../core/verificationStanding';

/** What the signal is derived from (ContactStanding has each of these). */
export interface StandingInputs {
  contact: Contact;
  attempts: ContactAttempts;
  request: CallerRequest;
  call: ThisCall;
  now: number;
  settingsStore: { settings: VerificationSettings | null };
}

/**
 * What End User Verification says about the contact in the card and on its sidebar item: the standing
 * tag, the marks on the history entries that hold for this call, the failures callout, a dot. With an
 * end: at the moment the standing or the alert changes by itself, `then` is what holds after, so a closed
 * panel's signal still turns neutral on time.
 */
export function standingSignal(inputs: StandingInputs): ContactSignal | null {
  const settings = inputs.settingsStore.settings;
  if (!settings) return null;
  const content = signalAt(inputs, settings, inputs.now);
  const ends = [
    attemptsAlertChangesAt(inputs.attempts, settings.failedAttempts, inputs.now),
    standingChangesAt(inputs.contact.history, settings, inputs.now),
  ];
  const until = Math.min(...ends.filter((t): t is number => t !== null));
  if (!Number.isFinite(until)) return content;
  return { ...content, until, then: signalAt(inputs, settings, until) };
}

function signalAt(inputs: StandingInputs, settings: VerificationSettings, now: number): SignalContent {
  const standing = verificationStanding(
    inputs.contact.history,
    { verifiedForMinutes: settings.verifiedForMinutes, methodsNeeded: methodsNeeded(settings, inputs.request) },
    now,
    inputs.call,
  );
  const content: SignalContent = { tag: standingTag(standing, inputs.request, now) };
  if (standing.kind === 'verified' || standing.kind === 'partial') {
    const text = `This call, ends ${timeText(standing.until, now)}`;
    content.marks = standing.proof.map((entry) => ({ key: historyEntryKey(entry), tag: { intent: 'success', text } }));
  }
  if (standing.kind === 'verified')
    content.sidebar = { intent: 'success', label: `verified ${timeText(Date.parse(standing.proof[0]!.date), now)}` };
  const alert = attemptsAlert(inputs.attempts, settings.failedAttempts, now);
  if (alert.kind !== 'none') {
    const who = alert.inspectors.length ? `By ${alert.inspectors.join(', ')}. ` : '';
    const title = failuresTitle(alert.count, settings.failedAttempts.windowMinutes);
    content.alert =
      alert.kind === 'locked'
        ? {
            intent: 'danger',
            title,
            text: `${who}New codes, pushes and links are refused; the pause ends ${timeText(alert.until, now)}.`,
          }
        : { intent: 'danger', title, text: `${who}Every new check needs a note.` };
    content.sidebar = {
      intent: 'danger',
      label:
        alert.kind === 'locked'
          ? `checks paused, ends ${timeText(alert.until, now)}`
          : `${alert.count} failed attempts`,
    };
  }
  return content;
}

/**
 * The card's tag: green only while a verification of this call holds; a verification that holds for
 * another call says so in neutral; otherwise how long ago the last one was, or never.
 */
export function standingTag(standing: VerificationStanding, request: CallerRequest, now: number): SignalContent['tag'] {
  switch (standing.kind) {
    case 'verified': {
      const newest = standing.proof[0]!;
      const how = standing.proof.map((entry) => entry.type).join(' and ');
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
        title: `${CALLER_REQUEST_LABELS[request]} needs two methods: ${first.type} ${timeText(Date.parse(first.date), now)} by ${first.inspector || 'unknown technician'}`,
      };
    }
    case 'elsewhere':
      return { intent: 'none', text: 'Not verified for this call', title: elsewhereText(standing.last, now) };
    case 'expired':
    case 'lapsed':
      return {
        intent: 'none',
        text: `Last verified ${timeText(Date.parse(standing.last.date), now)}`,
        title: `by ${standing.last.inspector || 'unknown technician'}, ${standing.last.type || 'unknown method'}`,
      };
    case 'never':
      return { intent: 'none', text: 'Never verified' };
  }
}
