import fc from 'fast-check';
import { believedStatus, methodKey, type CallRecord, type CallStatus } from './CallRecord';
import { CallRecordMother } from './testing/CallRecordMother';

const sms = CallRecordMother.check('2026-11-22T10:01:00.000Z', 'SMS');
const email = CallRecordMother.check('2026-11-22T10:09:00.000Z', 'Email', 'bob@contoso.example');
const reset = (parts: Partial<CallRecord>) =>
  CallRecordMother.record({ request: 'PasswordReset', methodsNeeded: 2, ...parts });

describe('believedStatus: a record is read as what its own facts support, never more', () => {
  it('keeps a status its facts support', () => {
    expect(believedStatus(reset({ passed: [sms, email] }))).toBe('verified');
    expect(believedStatus(reset({ status: 'partial', passed: [sms], verifiedAt: null }))).toBe('partial');
    expect(believedStatus(reset({ status: 'held', passed: [sms], held: email, verifiedAt: null }))).toBe('held');
    const denied = CallRecordMother.answered('deny', 'No');
    expect(believedStatus(reset({ status: 'denied', passed: [sms], held: email, approval: denied }))).toBe('denied');
  });

  it('verified with one of two methods, the same method twice, a held check, or an unanswered approval is not verified', () => {
    expect(believedStatus(reset({ passed: [sms] }))).toBe('partial');
    expect(believedStatus(reset({ passed: [sms, { ...sms, validationType: ' sms ' }] }))).toBe('partial');
    expect(believedStatus(reset({ passed: [sms, email], held: email }))).toBe('held');
    const asked = { ...CallRecordMother.answered('approve', ''), state: 'requested' as const, answer: null };
    expect(believedStatus(reset({ passed: [sms, email], approval: asked }))).toBe('partial');
    expect(believedStatus(reset({ passed: [sms, email], verifiedAt: null }))).toBe('partial');
    expect(believedStatus(reset({ passed: [] }))).toBe('open');
    expect(believedStatus(reset({ status: 'held', passed: [sms], held: null }))).toBe('partial');
  });

  it('property: believed verified only with enough different methods, no held check and an approval that approved', () => {
    const statuses = fc.constantFrom<CallStatus>('open', 'partial', 'held', 'verified', 'denied');
    const types = fc.array(fc.constantFrom('SMS', 'Email', 'Duo Push', 'duo push'), { maxLength: 3 });
    fc.assert(
      fc.property(statuses, types, fc.constantFrom<1 | 2>(1, 2), fc.boolean(), (status, passed, needed, held) => {
        const record = reset({
          status,
          methodsNeeded: needed,
          passed: passed.map((t, i) => ({ ...sms, validationType: t, validationId: `v-${i}` })),
          held: held ? email : null,
        });
        if (believedStatus(record) !== 'verified') return;
        expect(new Set(passed.map(methodKey)).size).toBeGreaterThanOrEqual(needed);
        expect(held).toBe(false);
        expect(status).toBe('verified');
      }),
    );
  });
});
