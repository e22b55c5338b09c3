import fc from 'fast-check';
import type { CommunicationItem } from '@features/api/core';
import type { VerificationRecord } from './VerificationRecord';
import { IDLE, nextFlow, type FlowEvent, type VerificationFlow } from './verificationFlow';

const mobile: CommunicationItem = { type: 'phone', name: 'Mobile', value: '+1 555 010 2001' } as CommunicationItem;
const record: VerificationRecord = {
  value: '+1 555 010 2001',
  validationType: 'SMS',
  inspectorName: 'Tess Tech',
  note: '',
  date: '2026-11-27T05:25:00.000Z',
  ticketId: '1001',
  ticketNumber: 'T1001',
  inspectorId: 'u-tech',
};

const codeOut = (expiresAt = 1_000): Extract<VerificationFlow, { kind: 'codeSent' }> => ({
  kind: 'codeSent',
  item: mobile,
  validationId: 'v1',
  expiresAt,
  problem: null,
  triesLeft: null,
  checking: false,
});

/** Runs events from a flow, as the store does. */
const run = (from: VerificationFlow, ...events: FlowEvent[]) => events.reduce(nextFlow, from);

describe('the verification flow (a pure state machine)', () => {
  it('a code: sending, out, checked wrong with the tries left, then right', () => {
    const out = run(IDLE, { type: 'send', item: mobile, what: 'code' }, { type: 'sent', flow: codeOut() });
    expect(out).toEqual(codeOut());
    const checking = nextFlow(out, { type: 'check' });
    expect(checking).toMatchObject({ kind: 'codeSent', checking: true });
    // A second check while one is on the wire changes nothing (the same value: nothing happened).
    expect(nextFlow(checking, { type: 'check' })).toBe(checking);
    expect(nextFlow(checking, { type: 'checked', status: 'wrong', triesLeft: 4 })).toMatchObject({
      checking: false,
      problem: 'wrong',
      triesLeft: 4,
    });
    expect(nextFlow(checking, { type: 'checked', status: 'locked' })).toMatchObject({
      problem: 'locked',
      triesLeft: 0,
    });
    expect(nextFlow(checking, { type: 'checkFailed' })).toMatchObject({ checking: false, problem: null });
    expect(nextFlow(checking, { type: 'verified', record })).toEqual({ kind: 'verified', record });
  });

  it('the clock ends what is out: a code says it expired and stays; a push or a link ends', () => {
    expect(nextFlow(codeOut(1_000), { type: 'tick', now: 999 })).toEqual(codeOut(1_000));
    expect(nextFlow(codeOut(1_000), { type: 'tick', now: 1_000 })).toMatchObject({ problem: 'expired' });
    const push: VerificationFlow = { kind: 'pushPending', push: 'duo', validationId: 'v2', expiresAt: 5 };
    expect(nextFlow(push, { type: 'tick', now: 5 })).toEqual({ kind: 'pushExpired', push: 'duo' });
    const link: VerificationFlow = {
      kind: 'linkPending',
      item: mobile,
      validationId: 'v3',
      expiresAt: 5,
      matchNumber: 42,
      confirmed: false,
    };
    expect(nextFlow(link, { type: 'tick', now: 6 })).toEqual({ kind: 'linkExpired', item: mobile });
    expect(nextFlow(link, { type: 'linkConfirmed', confirmed: true })).toMatchObject({ confirmed: true });
    expect(nextFlow(link, { type: 'awaitedEnded', how: 'denied', reason: 'WrongNumber' })).toEqual({
      kind: 'linkDenied',
      item: mobile,
      reason: 'WrongNumber',
    });
    expect(nextFlow(push, { type: 'awaitedEnded', how: 'denied', reason: null })).toEqual({
      kind: 'pushDenied',
      push: 'duo',
    });
  });

  it('a late answer after Start over changes nothing', () => {
    const pushOut: VerificationFlow = { kind: 'pushPending', push: 'duo', validationId: 'v2', expiresAt: 5 };
    for (const late of [
      { type: 'sent', flow: pushOut },
      { type: 'sendFailed' },
      { type: 'checked', status: 'wrong', triesLeft: 1 },
      { type: 'awaitedEnded', how: 'denied', reason: null },
      { type: 'linkConfirmed', confirmed: true },
      { type: 'tick', now: 10 },
    ] satisfies FlowEvent[])
      expect(nextFlow(IDLE, late)).toBe(IDLE);
  });

  it('choosing another item clears an opt-out and nothing else', () => {
    const optedOut = run(
      IDLE,
      { type: 'send', item: mobile, what: 'code' },
      { type: 'sent', flow: { kind: 'optedOut', item: mobile } },
    );
    expect(nextFlow(optedOut, { type: 'itemChosen' })).toBe(IDLE);
    const out = codeOut();
    expect(nextFlow(out, { type: 'itemChosen' })).toBe(out);
  });

  it('a failed send leaves nothing out; a passed check goes back to idle on Start over', () => {
    expect(run(IDLE, { type: 'sendPush', push: 'microsoft' }, { type: 'sendFailed' })).toBe(IDLE);
    const verified = nextFlow(IDLE, { type: 'verified', record });
    expect(nextFlow(verified, { type: 'startOver' })).toBe(IDLE);
  });

  it('whatever happens, the flow is one of its kinds and never waits on a past moment after a tick', () => {
    const event = fc.oneof(
      fc.constant<FlowEvent>({ type: 'startOver' }),
      fc.constant<FlowEvent>({ type: 'itemChosen' }),
      fc.constant<FlowEvent>({ type: 'send', item: mobile, what: 'code' }),
      fc.constant<FlowEvent>({ type: 'sendPush', push: 'duo' }),
      fc.integer({ min: 0, max: 100 }).map<FlowEvent>((at) => ({ type: 'sent', flow: codeOut(at) })),
      fc.constant<FlowEvent>({ type: 'sendFailed' }),
      fc.constant<FlowEvent>({ type: 'check' }),
      fc.constant<FlowEvent>({ type: 'checked', status: 'wrong', triesLeft: 2 }),
      fc.constant<FlowEvent>({ type: 'checked', status: 'expired' }),
      fc.constant<FlowEvent>({ type: 'verified', record }),
      fc.constant<FlowEvent>({ type: 'awaitedEnded', how: 'expired', reason: null }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), fc.integer({ min: 0, max: 200 }), (events, now) => {
        const flow = nextFlow(run(IDLE, ...events), { type: 'tick', now });
        if (flow.kind === 'codeSent' && now >= flow.expiresAt) expect(flow.problem).not.toBeNull();
        expect(['pushPending', 'linkPending']).not.toContain(flow.kind); // nothing here sends a push or link out
      }),
    );
  });
});
