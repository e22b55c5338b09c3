/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ContactMother } from '@core/testing/ContactMother';
import { approvalLine, methodName } from '@features/api/core';
import { passedEntries } from '../core/CallRecord';
import { lockText } from '../core/failedAttempts';
import { SMS_REFUSAL_TAGS, smsRefusalText, type SmsRefusal } from '../core/smsReach';
import { challengedText, deniedText, elsewhereText, expiredText, heldText, holdsText } from '../core/standingText';
import { CallRecordMother } from '../core/testing/CallRecordMother';
import { ticketNoteText } from '../core/ticketNoteText';
import type { VerificationStanding } from '../core/verificationStanding';
import { codeProblemText } from './codeProblemText';
import { standingTag } from './standingSignal';

/** The "Not" column of docs/wording.md: each backquoted phrase there must appear in no verification sentence. */
function forbidden(): string[] {
  const doc = readFileSync(resolve(__dirname, '../../../docs/wording.md'), 'utf8');
  const rows = doc
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Thing') && !line.startsWith('| ---'));
  return rows.flatMap((row) => [...(row.split('|')[3] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

/** Every sentence the verification surfaces build, in the states they build them (20 s before an end too). */
function sentences(): string[] {
  const sms = CallRecordMother.check(ago(12), 'SMS', '0555 010 2002');
  const duo = CallRecordMother.check(ago(3), 'Duo Push', '0555 010 2002');
  const record = CallRecordMother.record({ request: 'PasswordReset', methodsNeeded: 2, passed: [sms, duo] });
  const proof = passedEntries(record);
  const denied = CallRecordMother.record({
    status: 'denied',
    passed: [sms],
    held: duo,
    approval: CallRecordMother.answered('deny', 'Carol is on leave'),
  });
  const asked = { ...CallRecordMother.answered('approve', ''), state: 'requested' as const, answer: null };
  const held = CallRecordMother.record({ status: 'held', passed: [sms], held: duo, approval: asked });
  const soon = NOW + 20_000;
  const standings: VerificationStanding[] = [
    { kind: 'verified', record, proof, until: soon },
    { kind: 'partial', record, proof: proof.slice(1), need: 2, until: soon },
    { kind: 'held', record: held, proof, until: soon },
    { kind: 'denied', record: denied },
    { kind: 'challenged', record, proof, failures: 5, lockedUntil: soon },
    { kind: 'elsewhere', last: proof[0]!, why: 'otherTechnician', until: soon },
    { kind: 'expired', last: proof[0]! },
    { kind: 'never' },
  ];
  const tags = standings.flatMap((s) => {
    const tag = standingTag(s, 'PasswordReset', NOW);
    return tag ? [tag.text, tag.title ?? ''] : [];
  });
  const refusals = (['optedOut', 'numberOptedOut', 'shared', 'landline'] as SmsRefusal[]).flatMap((r) => [
    smsRefusalText(r, ContactMother.bob()),
    SMS_REFUSAL_TAGS[r],
  ]);
  const problems = (['wrong', 'replaced', 'locked', 'expired'] as const).flatMap((p) => {
    const text = codeProblemText(p, 3);
    return [text.title, text.text];
  });
  return [
    ...tags,
    ...refusals,
    ...problems,
    holdsText(proof, soon, NOW),
    elsewhereText(proof[0]!, NOW),
    expiredText('Bob Martinez', proof[0]!, NOW),
    heldText(held, NOW),
    deniedText(denied),
    challengedText({ kind: 'challenged', record, proof, failures: 5, lockedUntil: soon }, NOW),
    lockText({ kind: 'locked', count: 5, inspectors: [], until: soon }, NOW),
    ticketNoteText('Bob Martinez', record),
    ticketNoteText('Bob Martinez', denied),
    approvalLine({ by: 'Dana Duo', decision: 'deny', reason: 'On leave', at: ago(1) }),
    ...['SMS', 'Email', 'Link', 'Duo Push', 'Microsoft Push', 'Teams'].map(methodName),
  ];
}

describe('the verification surfaces speak the word list (docs/wording.md)', () => {
  it('the list names what not to say', () => {
    expect(forbidden()).toEqual(expect.arrayContaining(['Verified on #', 'SMS (', 'ends just now']));
  });

  it('no sentence says what the list says not to', () => {
    const said = sentences();
    expect(said.length).toBeGreaterThan(40);
    const found = forbidden().flatMap((phrase) =>
      said.filter((s) => s.includes(phrase)).map((s) => `${phrase} in: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('says the verifier before the ticket, the method by its name, and time left without rounding past the end', () => {
    const said = sentences().join('\n');
    expect(said).toContain('Verified by Tess Tech on #T1002');
    expect(said).toContain('Method: SMS code (0555 010 2002)');
    expect(said).toContain('ends in under a minute');
    expect(said).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
  });
});
