import fc from 'fast-check';
import type { CommunicationItem } from '@features/api/core';
import type { VerificationRecord } from '../VerificationRecord';
import {
  deadlineOf,
  IDLE,
  isAwaitingApproval,
  nextFlow,
  type FlowEvent,
  type VerificationFlow,
} from '../verificationFlow';
import type { Approval, ApprovalState } from './Approval';

const mobile = { type: 'phone', name: 'Mobile', value: '+1 555 010 2001' } as CommunicationItem;
const record: VerificationRecord = {
  value: '+1 555 010 2001',
  validationType: 'SMS',
  inspectorName: 'Tess Tech',
  note: '',
  date: '2026-11-27T05:25:00.000Z',
  approvedBy: 'Max Factor',
};
const codeOut: VerificationFlow = {
  kind: 'codeSent',
  item: mobile,
  validationId: 'v1',
  expiresAt: 300_000,
  problem: null,
  triesLeft: null,
  checking: true,
};

function approval(state: ApprovalState, parts: Partial<Approval> = {}): Approval {
  const max = { id: 'u-max', name: 'Max Factor' };
  return {
    id: 'ap-1',
    validationId: 'v1',
    psaId: 'acme-cw',
    contactId: 'c-bob',
    contactName: 'Bob Brown',
    ticketId: '1002',
    request: 'PasswordReset',
    requester: { id: 'u-tech', name: 'Tess Tech' },
    approver: max,
    reason: 'Caller is the CFO',
    requestedAt: 0,
    expiresAt: 600_000,
    state,
    answer:
      state === 'approved' || state === 'denied'
        ? { by: max, decision: state === 'approved' ? 'approve' : 'deny', reason: 'ok', at: 1_000 }
        : null,
    ...parts,
  };
}

const run = (from: VerificationFlow, ...events: FlowEvent[]) => events.reduce(nextFlow, from);
const held = run(codeOut, { type: 'approvalNeeded', validationId: 'v1' });

describe("a check held for a manager's approval (the flow's pure rules)", () => {
  it('a right code held by the policy asks for an approver: no countdown, nothing recorded', () => {
    expect(held).toEqual({ kind: 'approval', validationId: 'v1', approvalId: null, approval: null });
    expect(deadlineOf(held)).toBeNull();
    // A hold of another check (a late answer to an earlier code) changes nothing.
    expect(nextFlow(codeOut, { type: 'approvalNeeded', validationId: 'v0' })).toBe(codeOut);
    expect(nextFlow(IDLE, { type: 'approvalNeeded', validationId: 'v1' })).toBe(IDLE);
  });

  it('asked: counted down to the request expiry, then answered; the answer is final', () => {
    const asked = nextFlow(held, { type: 'approvalChanged', approval: approval('requested') });
    expect(isAwaitingApproval(asked)).toBe(true);
    expect(deadlineOf(asked)).toBe(600_000);
    const denied = nextFlow(asked, { type: 'approvalChanged', approval: approval('denied') });
    expect(denied).toMatchObject({ kind: 'approval', approval: { state: 'denied' } });
    expect(deadlineOf(denied)).toBeNull();
    // A replayed "requested" or a late "approved" after the denial never takes it back.
    expect(nextFlow(denied, { type: 'approvalChanged', approval: approval('requested') })).toBe(denied);
    expect(nextFlow(denied, { type: 'approvalChanged', approval: approval('approved') })).toBe(denied);
  });

  it('an approval never makes the flow verified by itself: only the recorded check does', () => {
    const approved = run(
      held,
      { type: 'approvalChanged', approval: approval('requested') },
      { type: 'approvalChanged', approval: approval('approved') },
    );
    expect(approved.kind).toBe('approval');
    expect(nextFlow(approved, { type: 'verified', record })).toEqual({ kind: 'verified', record });
  });

  it("news of another check's approval, or of another request for this check, is ignored", () => {
    const asked = nextFlow(held, { type: 'approvalChanged', approval: approval('requested') });
    expect(nextFlow(held, { type: 'approvalChanged', approval: approval('approved', { validationId: 'v9' }) })).toBe(
      held,
    );
    expect(nextFlow(asked, { type: 'approvalChanged', approval: approval('approved', { id: 'ap-2' }) })).toBe(asked);
    // Resumed after a reload with the request's id: only that request fills it in.
    const resumed: VerificationFlow = { kind: 'approval', validationId: 'v1', approvalId: 'ap-1', approval: null };
    expect(nextFlow(resumed, { type: 'approvalChanged', approval: approval('requested', { id: 'ap-2' }) })).toBe(
      resumed,
    );
    expect(nextFlow(resumed, { type: 'approvalChanged', approval: approval('denied') })).toMatchObject({
      approval: { state: 'denied' },
    });
  });

  it('the clock expires an unanswered request; asked again, the same held check waits for a new one', () => {
    const asked = nextFlow(held, { type: 'approvalChanged', approval: approval('requested') });
    expect(nextFlow(asked, { type: 'tick', now: 599_999 })).toBe(asked);
    const expired = nextFlow(asked, { type: 'tick', now: 600_000 });
    expect(expired).toMatchObject({ approval: { state: 'expired' } });
    expect(nextFlow(expired, { type: 'askAgain' })).toEqual(held);
    // A denial is not asked around: "ask again" applies to an expired request only.
    const denied = nextFlow(asked, { type: 'approvalChanged', approval: approval('denied') });
    expect(nextFlow(denied, { type: 'askAgain' })).toBe(denied);
    expect(nextFlow(denied, { type: 'startOver' })).toBe(IDLE);
  });

  it('whatever news arrives in whatever order, a final answer is never replaced', () => {
    const news = fc.constantFrom<ApprovalState>('requested', 'approved', 'denied', 'expired').map<FlowEvent>((s) => ({
      type: 'approvalChanged',
      approval: approval(s),
    }));
    const event = fc.oneof(
      news,
      fc.integer({ min: 0, max: 700_000 }).map<FlowEvent>((now) => ({ type: 'tick', now })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let flow = held;
        let final: ApprovalState | null = null;
        for (const e of events) {
          flow = nextFlow(flow, e);
          const state = flow.kind === 'approval' ? (flow.approval?.state ?? null) : null;
          if (final) expect(state).toBe(final);
          else if (state && state !== 'requested') final = state;
          expect(flow.kind).toBe('approval');
        }
      }),
    );
  });
});
