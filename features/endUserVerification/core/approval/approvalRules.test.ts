import { approvalAt, laterApproval, type Approval } from './Approval';
import { answerApproval, choosableApprovers, refusalText, requestRefusal } from './approvalRules';
import { approvalText } from './approvalText';

const tess = { id: 'u-tech', name: 'Tess Tech' };
const max = { id: 'u-mfa', name: 'Max Factor' };
const dana = { id: 'u-duo', name: 'Dana Duo' };
const sam = { id: 'u-sso', name: 'Sam Single' };
const approvers = [max, dana, tess];
const T0 = Date.parse('2026-11-27T10:00:00Z');

const requested: Approval = {
  id: 'ap-1',
  validationId: 'v-1',
  psaId: 'acme-cw',
  contactId: 'acme-cw-co1-ct2',
  contactName: 'Bob Martinez',
  ticketId: '1001',
  request: 'PasswordReset',
  requester: tess,
  approver: max,
  reason: 'Bob calls for Alice, who is abroad',
  requestedAt: T0,
  expiresAt: T0 + 10 * 60_000,
  state: 'requested',
  answer: null,
};
const answer = (extra: Partial<Parameters<typeof answerApproval>[1]> = {}) =>
  answerApproval(requested, {
    by: max,
    decision: 'approve',
    reason: '',
    now: T0 + 60_000,
    approvers,
    recorded: false,
    ...extra,
  });

describe('asking for approval', () => {
  const ask = {
    requester: tess,
    approverId: 'u-mfa',
    reason: 'Caller is not on the ticket',
    approvers,
    recorded: false,
    open: null,
    denied: null,
  };

  it("goes out to another of the tenant's approvers, with a reason", () => {
    expect(requestRefusal(ask)).toBeNull();
    expect(choosableApprovers(approvers, 'u-tech')).toEqual([max, dana]);
  });

  it('never to the technician themselves, nor to someone who is not an approver, nor without a reason', () => {
    expect(requestRefusal({ ...ask, approverId: 'u-tech' })).toBe('selfApproval');
    expect(requestRefusal({ ...ask, approverId: sam.id })).toBe('notAnApprover');
    expect(requestRefusal({ ...ask, reason: '   ' })).toBe('reasonMissing');
  });

  it('not for a verification already recorded, nor while another request on the contact awaits', () => {
    expect(requestRefusal({ ...ask, recorded: true })).toBe('alreadyRecorded');
    expect(requestRefusal({ ...ask, open: requested })).toBe('alreadyAwaiting');
    const denied = {
      ...requested,
      state: 'denied' as const,
      answer: { by: dana, decision: 'deny' as const, reason: 'No', at: T0 },
    };
    expect(requestRefusal({ ...ask, denied })).toBe('alreadyDenied');
    expect(refusalText('alreadyDenied', denied)).toBe(
      'Dana Duo denied this verification: start over with a new check.',
    );
    expect(refusalText('alreadyAwaiting', requested)).toBe(
      "This contact's verification is already awaiting approval by Max Factor.",
    );
  });
});

describe('answering an approval', () => {
  it('approve: the approver, their reason and the time are kept', () => {
    const result = answer({ reason: '  Manager knows Bob  ' });
    expect(result).toEqual({
      ok: true,
      approval: {
        ...requested,
        state: 'approved',
        answer: { by: max, decision: 'approve', reason: 'Manager knows Bob', at: T0 + 60_000 },
      },
    });
    if (result.ok) expect(approvalText(result.approval)).toBe('Approved by Max Factor: Manager knows Bob');
  });

  it('any approver of the tenant but the requester may answer; a deny needs a reason', () => {
    const denied = answer({ by: dana, decision: 'deny', reason: 'Not on the contract' });
    expect(denied.ok && denied.approval.state).toBe('denied');
    if (denied.ok) expect(approvalText(denied.approval)).toBe('Denied by Dana Duo: Not on the contract');
    expect(answer({ decision: 'deny', reason: ' ' })).toEqual({
      ok: false,
      refusal: 'denyReasonMissing',
      text: 'Say why you deny this verification.',
    });
  });

  it('refused to the requesting technician, even one who is an approver', () => {
    expect(answer({ by: tess })).toMatchObject({ ok: false, refusal: 'requesterAnswers' });
  });

  it('refused to someone who is not an approver of the tenant', () => {
    expect(answer({ by: sam })).toMatchObject({
      ok: false,
      text: 'Only an approver of your company can answer a verification approval.',
    });
  });

  it('refused a second time, naming who answered first', () => {
    const first = answer();
    if (!first.ok) throw new Error('the first answer was refused');
    const second = answerApproval(first.approval, {
      by: dana,
      decision: 'deny',
      reason: 'No',
      now: T0 + 120_000,
      approvers,
      recorded: false,
    });
    expect(second).toEqual({
      ok: false,
      refusal: 'alreadyAnswered',
      text: 'Max Factor already approved this verification.',
    });
  });

  it('refused after it expired (at the very millisecond), and the request reads expired', () => {
    expect(answer({ now: requested.expiresAt })).toEqual({
      ok: false,
      refusal: 'expired',
      text: 'This approval request expired: the technician must ask again.',
    });
    expect(approvalAt(requested, requested.expiresAt - 1)).toBe(requested);
    expect(approvalText(approvalAt(requested, requested.expiresAt))).toBe(
      'Max Factor did not answer in time: the approval request expired.',
    );
  });

  it("refused when the contact's verification was recorded meanwhile", () => {
    expect(answer({ recorded: true })).toMatchObject({ ok: false, refusal: 'alreadyRecorded' });
  });
});

describe("the pod's approval never goes back", () => {
  const approved = {
    ...requested,
    state: 'approved' as const,
    answer: { by: max, decision: 'approve' as const, reason: '', at: T0 },
  };
  const expired = { ...requested, state: 'expired' as const };

  it('an answer replaces a request; nothing replaces an answer or an expiry', () => {
    expect(laterApproval(requested, approved)).toBe(approved);
    expect(laterApproval(approved, expired)).toBe(approved);
    expect(laterApproval(expired, approved)).toBe(expired);
    expect(laterApproval(approved, requested)).toBe(approved);
  });

  it('a stale "requested" and news of another approval change nothing', () => {
    expect(laterApproval(requested, { ...requested, reason: 'x' })).toBe(requested);
    expect(laterApproval(requested, { ...approved, id: 'ap-2' })).toBe(requested);
    expect(approvalText(requested)).toBe('Awaiting approval by Max Factor.');
  });
});
