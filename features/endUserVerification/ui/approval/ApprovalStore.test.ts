import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import { FeatureSignals } from '@features/api/ui';
import type { Approval } from '../../core/approval/Approval';
import { FakePhoneNumbersApi } from '../../core/testing/FakePhoneNumbersApi';
import { DANA, MAX, MemoryApprovalApi, TESS } from '../../core/testing/MemoryApprovalApi';
import { MemoryCallStates, SharedCalls } from '../../core/testing/MemoryCallStates';
import { RecordingTicketNotesApi } from '../../core/testing/RecordingTicketNotesApi';
import { ScriptedVerificationApi } from '../../core/testing/ScriptedVerificationApi';
import type { VerificationRecord } from '../../core/VerificationRecord';
import { VerificationService } from '../../core/VerificationService';
import { VerificationStore } from '../VerificationStore';

const context = { psaId: 'acme-cw', ticketId: '1002', companyId: 'acme-cw-co1', isTicketContact: false };
const bob = ContactMother.bob();
const approvedRecord: VerificationRecord = {
  value: '0555 010 2002',
  validationType: 'SMS',
  inspectorName: 'Tess Tech',
  note: 'Caller is the CFO',
  date: '2026-11-22T10:01:00.000Z',
  ticketId: '1002',
  ticketNumber: 'T1002',
  inspectorId: 'u-tech',
  approvedBy: 'Max Factor',
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup({
  clock = new ManualClock(),
  hub = new FakeRealtimeHub() as FakeRealtimeHub | null,
  calls = new SharedCalls(),
  approvals = new MemoryApprovalApi(() => clock.now(), TESS, {
    psaId: 'acme-cw',
    contactId: bob.id,
    contactName: bob.name,
  }),
  api = new ScriptedVerificationApi(),
} = {}) {
  api.sentAnswer = { validationId: 'v-1', expiresAt: clock.now() + 300_000 };
  api.clock = () => clock.now();
  // One backend: the call's record carries its approval.
  approvals.onChange = (approval) => api.approvalChanged(approval);
  void hub?.start('t-acme');
  const store = new VerificationStore(bob, context, {
    service: new VerificationService(api, new FakePhoneNumbersApi(), new RecordingTicketNotesApi()),
    approvals,
    clock,
    notifier: new RecordingNotifier(),
    hub,
    signals: new FeatureSignals(clock),
    calls: new MemoryCallStates(calls),
    userId: 'u-tech',
    onContactChange: () => undefined,
  });
  return { store, api, approvals, clock, hub, calls };
}

/** A right code the policy holds: the panel now asks for an approver. */
async function heldCode(parts: ReturnType<typeof setup>) {
  const { store, api } = parts;
  store.start();
  await settle();
  store.note.set('Caller is the CFO');
  await store.sendCode();
  store.code.set('123456');
  api.outcome = { status: 'approvalNeeded' };
  await store.checkCode();
  await settle();
}

async function asked(parts: ReturnType<typeof setup>, approverId = MAX.id) {
  await heldCode(parts);
  parts.store.approval.form.setApprover(approverId);
  parts.store.approval.form.setReason('Caller is the CFO');
  await parts.store.approval.request();
}

const emit = (hub: FakeRealtimeHub | null, approval: Approval) =>
  hub!.emit('VerificationApprovalChanged', {
    ...approval,
    requestedAt: new Date(approval.requestedAt).toISOString(),
    expiresAt: new Date(approval.expiresAt).toISOString(),
    answer: approval.answer && { ...approval.answer, at: new Date(approval.answer.at).toISOString() },
  });

describe("the pod asks a manager's approval for a held check", () => {
  it('a held code is not verified: the approvers load (never the technician), the countdown stops', async () => {
    const parts = setup();
    await heldCode(parts);
    const { store, approvals, clock } = parts;
    expect(store.flow).toEqual({ kind: 'approval', validationId: 'v-1', approvalId: null, approval: null });
    expect(store.standing.standing?.kind).not.toBe('verified');
    expect(store.countdown).toBeNull();
    expect(store.approval.form.approvers).toEqual([MAX, DANA]);
    clock.advance(600_000);
    expect(store.flow.kind).toBe('approval');
    expect(approvals.calls).toContain('approvers');
  });

  it('asks only with an approver and a reason; a second click while asking sends once', async () => {
    const parts = setup();
    await heldCode(parts);
    const { store, approvals } = parts;
    await store.approval.request();
    expect(store.approval.form.approverError).toBe('Choose who approves this verification.');
    expect(store.approval.form.reasonError).toBe('Say why you need this approval.');
    expect(approvals.calls.filter((c) => c.startsWith('request'))).toHaveLength(0);
    store.approval.form.setApprover(MAX.id);
    store.approval.form.setReason('  Caller is the CFO ');
    await Promise.all([store.approval.request(), store.approval.request()]);
    expect(approvals.calls.filter((c) => c.startsWith('request'))).toEqual(['request:v-1:u-max']);
    expect(store.flow).toMatchObject({
      kind: 'approval',
      approval: { state: 'requested', reason: 'Caller is the CFO' },
    });
    expect(store.countdown?.label).toBe('10:00');
  });

  it('approved live: the pod reads the recorded check and shows it verified, naming the approver', async () => {
    const parts = setup();
    await asked(parts);
    const { store, api, approvals, hub } = parts;
    api.outcome = { status: 'verified', record: approvedRecord };
    emit(hub, approvals.answerAs(MAX, 'ap-1', 'approve', 'Known caller'));
    expect(store.flow).toMatchObject({ kind: 'approval', approval: { state: 'approved' } });
    await settle();
    expect(api.calls).toContain('check:v-1:push');
    expect(store.flow).toEqual({ kind: 'verified', record: approvedRecord });
    expect(store.standing.standing?.kind).toBe('verified');
  });

  it('approved but the record not readable yet: the pod keeps saying so, and a reconnect reads it again', async () => {
    const parts = setup();
    await asked(parts);
    const { store, api, approvals, hub } = parts;
    api.outcome = { status: 'approvalNeeded' };
    emit(hub, approvals.answerAs(MAX, 'ap-1', 'approve', ''));
    await settle();
    expect(store.flow).toMatchObject({ kind: 'approval', approval: { state: 'approved' } });
    api.outcome = { status: 'verified', record: approvedRecord };
    hub!.reconnected();
    await settle();
    expect(store.flow).toEqual({ kind: 'verified', record: approvedRecord });
  });

  it('denied live: nothing is recorded, and a replayed "requested" never takes the denial back', async () => {
    const parts = setup();
    await asked(parts);
    const { store, approvals, hub, api } = parts;
    const request = approvals.approvals[0]!;
    emit(hub, approvals.answerAs(MAX, 'ap-1', 'deny', 'Not the account owner'));
    emit(hub, request);
    await settle();
    expect(store.flow).toMatchObject({ approval: { state: 'denied', answer: { reason: 'Not the account owner' } } });
    expect(api.calls.filter((c) => c === 'check:v-1:push')).toHaveLength(0);
    expect(store.standing.standing?.kind).not.toBe('verified');
  });

  it('unanswered, the request expires on the clock; asked again, a new request goes out', async () => {
    const parts = setup();
    await asked(parts);
    const { store, approvals, clock } = parts;
    clock.advance(600_000);
    expect(store.flow).toMatchObject({ approval: { state: 'expired' } });
    expect(store.countdown).toBeNull();
    store.approval.askAgain();
    expect(store.flow).toMatchObject({ kind: 'approval', approval: null, approvalId: null });
    approvals.approvals[0] = { ...approvals.approvals[0]!, state: 'expired' };
    store.approval.form.setApprover(DANA.id);
    await store.approval.request();
    expect(store.flow).toMatchObject({ approval: { id: 'ap-2', approver: DANA, state: 'requested' } });
  });

  it('a refusal is said beside the button and the flow stays; a dropped request can be tried again', async () => {
    const parts = setup();
    await heldCode(parts);
    const { store, approvals } = parts;
    store.approval.form.setApprover(MAX.id);
    store.approval.form.setReason('Caller is the CFO');
    approvals.failNext = 'request';
    await store.approval.request();
    expect(store.approval.requestError).toMatch(/could not be reached/);
    expect(store.flow).toMatchObject({ kind: 'approval', approval: null });
    approvals.approverList = [MAX, DANA];
    store.approval.form.setApprover(TESS.id);
    await store.approval.request();
    expect(store.approval.form.approverError).toBe('Choose who approves this verification.');
    store.approval.form.setApprover(MAX.id);
    await store.approval.request();
    expect(store.approval.requestError).toBeNull();
    expect(store.flow).toMatchObject({ approval: { state: 'requested' } });
  });

  it('a reload resumes the wait by reading the request again; a reconnect reads it too', async () => {
    const first = setup();
    await asked(first);
    first.store.dispose();
    const again = setup({
      clock: first.clock,
      calls: first.calls,
      approvals: first.approvals,
      hub: first.hub,
      api: first.api,
    });
    again.store.start();
    await settle();
    expect(again.store.flow).toMatchObject({ kind: 'approval', approvalId: 'ap-1', approval: { state: 'requested' } });
    first.approvals.answerAs(DANA, 'ap-1', 'deny', 'Wrong caller');
    again.hub!.reconnected();
    await settle();
    expect(again.store.flow).toMatchObject({ approval: { state: 'denied', answer: { by: DANA } } });
  });

  it('without a live hub the wait is polled', async () => {
    const parts = setup({ hub: null });
    await asked(parts);
    const { store, approvals, clock } = parts;
    approvals.answerAs(MAX, 'ap-1', 'deny', 'No');
    clock.advance(2000);
    await settle();
    expect(store.flow).toMatchObject({ approval: { state: 'denied' } });
  });

  it("another technician's open request on the contact shows whose answer it waits for, until it is answered", async () => {
    const clock = new ManualClock();
    const contact = { psaId: 'acme-cw', contactId: bob.id, contactName: bob.name };
    const approvals = new MemoryApprovalApi(() => clock.now(), DANA, contact);
    const theirs = await approvals.request('v-9', MAX.id, 'Locked out');
    const parts = setup({ clock, approvals });
    parts.store.start();
    await settle();
    expect(parts.store.approval.others).toEqual([theirs]);
    emit(parts.hub, approvals.answerAs(TESS, theirs.id, 'approve', ''));
    expect(parts.store.approval.others).toEqual([]);
  });
});
