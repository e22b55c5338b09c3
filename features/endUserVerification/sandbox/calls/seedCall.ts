import type { SandboxState } from '@features/api/sandbox';
import type { ApprovalWire } from '../../adapters/wire/approvalWire';
import type { CallerRequest } from '../../adapters/wire/verificationWire';
import { approvalLedgerOf } from '../approvals/ApprovalLedger';
import { ledgerOf, type SandboxChannel } from '../VerificationLedger';
import type { SandboxCall } from './SandboxCall';

/** One check of a seeded call: how, where it went, how long ago it passed. */
export interface SeededCheck {
  validationType: SandboxChannel;
  value: string;
  minutesAgo: number;
}

/** A call as a story or a console preset wants it on record: the sandbox builds its record, held check and approval. */
export interface CallSeed {
  callId: string;
  contactId: string;
  ticketId: string | null;
  technician?: { id: string; name: string };
  request?: CallerRequest;
  /** Checks the backend recorded, oldest first. */
  passed: SeededCheck[];
  /** The check held for a manager, when the policy held the call. */
  held?: SeededCheck;
  /** The manager's side: asked (requested) or answered, with who and why. */
  approval?: { state: 'requested' | 'approved' | 'denied'; approver: { id: string; name: string }; reason: string };
}

const TESS = { id: 'u-tech', name: 'Tess Tech' };

/**
 * Puts a call on record in the sandbox as its routes would have left it (Acme MSP's ConnectWise): the record,
 * an outbox entry per check (a held one 'passed'), the approval when one was asked, and the history entries of
 * the recorded checks on the contact. For stories and tests that open on a standing rather than play it.
 */
export function seedCall(state: SandboxState, seed: CallSeed): SandboxCall {
  const contact = state.world.contacts.find((c) => c.id === seed.contactId && c.psaId === 'acme-cw')!;
  const ticketNumber = seed.ticketId
    ? (state.world.tickets.find((t) => t.id === seed.ticketId && t.psaId === 'acme-cw')?.number ?? null)
    : null;
  const on: SeedPlace = {
    seed,
    contact,
    ticketNumber,
    technician: seed.technician ?? TESS,
    request: seed.request ?? 'Other',
  };
  const approved = seed.approval?.state === 'approved';
  const passed = seed.passed.map((check) => seedEntry(state, on, check, false));
  // An approved call recorded its held check: it is one of the passed ones now.
  const heldCheck = seed.held ? seedEntry(state, on, seed.held, !approved) : null;
  if (heldCheck && approved) passed.push(heldCheck);
  const held = approved ? null : heldCheck;
  const approval =
    seed.approval && heldCheck ? seedApproval(state, seed, heldCheck.validationId, on.request, on.technician) : null;
  const call = callOf(on, passed, held, approval, methodsNeeded(state, on.request));
  ledgerOf(state).calls.unshift(call);
  for (const check of passed) seedHistory(on, check);
  return call;
}

/** Who, where and why a seeded call was made: what each of its entries repeats. */
interface SeedPlace {
  seed: CallSeed;
  contact: SandboxState['world']['contacts'][number];
  ticketNumber: string | null;
  technician: { id: string; name: string };
  request: CallerRequest;
}

type SeededPass = SandboxCall['passed'][number];

const minutesAgo = (check: SeededCheck) => new Date(Date.now() - check.minutesAgo * 60_000).toISOString();

/** The outbox entry a check left: verified, or passed and waiting when it was held for a manager. */
function seedEntry(state: SandboxState, on: SeedPlace, check: SeededCheck, held: boolean): SeededPass {
  const id = `v-seed-${on.seed.callId}-${check.validationType.replace(/\s/g, '')}`;
  const at = minutesAgo(check);
  ledgerOf(state).outbox.unshift({
    id,
    channel: check.validationType,
    recipient: check.value,
    code: null,
    time: at,
    expiresAt: at,
    status: held ? 'passed' : 'verified',
    tenantId: 't-acme',
    psaId: 'acme-cw',
    ticketId: on.seed.ticketId,
    ticketNumber: on.ticketNumber,
    contactId: on.contact.id,
    companyId: on.contact.companyId,
    contactName: on.contact.name,
    inspectorName: on.technician.name,
    inspectorId: on.technician.id,
    note: '',
    request: on.request,
    callId: on.seed.callId,
    wrongAttempts: 0,
    link: null,
    message: null,
    verifyLink: null,
    record: null,
  });
  return { validationId: id, validationType: check.validationType, value: check.value, note: '', at };
}

function seedHistory(on: SeedPlace, check: SeededPass): void {
  on.contact.history.unshift({
    date: check.at,
    item: check.value,
    type: check.validationType,
    inspector: on.technician.name,
    notes: '',
    isRevoked: false,
    request: on.request,
    callId: on.seed.callId,
    ...(on.seed.ticketId ? { ticketId: on.seed.ticketId, ticketNumber: on.ticketNumber ?? undefined } : {}),
    inspectorId: on.technician.id,
  });
}

function callOf(
  on: SeedPlace,
  passed: SeededPass[],
  held: SeededPass | null,
  approval: ApprovalWire | null,
  needed: 1 | 2,
): SandboxCall {
  const status = callStatus(approval, held, passed, needed);
  const now = new Date().toISOString();
  return {
    tenantId: 't-acme',
    companyId: on.contact.companyId,
    callId: on.seed.callId,
    psaId: 'acme-cw',
    contactId: on.contact.id,
    ticketId: on.seed.ticketId,
    ticketNumber: on.ticketNumber,
    technician: on.technician,
    request: on.request,
    methodsNeeded: needed,
    passed,
    held,
    approvalId: approval?.id ?? null,
    status,
    verifiedAt: status === 'verified' ? (passed.at(-1)?.at ?? null) : null,
    ticketNote: null,
    startedAt: passed[0]?.at ?? held?.at ?? now,
    updatedAt: held?.at ?? passed.at(-1)?.at ?? now,
  };
}

function callStatus(
  approval: ApprovalWire | null,
  held: SeededPass | null,
  passed: SeededPass[],
  needed: 1 | 2,
): SandboxCall['status'] {
  if (approval?.state === 'denied') return 'denied';
  if (held) return 'held';
  return new Set(passed.map((p) => p.validationType)).size >= needed ? 'verified' : 'partial';
}

function methodsNeeded(state: SandboxState, request: CallerRequest): 1 | 2 {
  return ledgerOf(state).settingsFor('t-acme').twoMethodRequests.includes(request) ? 2 : 1;
}

function seedApproval(
  state: SandboxState,
  seed: CallSeed,
  validationId: string,
  request: CallerRequest,
  requester: { id: string; name: string },
): ApprovalWire {
  const { state: answer, approver, reason } = seed.approval!;
  const now = approvalLedgerOf(state).now();
  const approval: ApprovalWire = {
    id: `ap-seed-${seed.callId}`,
    validationId,
    psaId: 'acme-cw',
    contactId: seed.contactId,
    contactName: state.world.contacts.find((c) => c.id === seed.contactId)?.name ?? '',
    ticketId: seed.ticketId,
    ticketNumber: seed.ticketId ? `T${seed.ticketId}` : null,
    companyName: 'Contoso Dental',
    request,
    callId: seed.callId,
    methods: [...seed.passed, seed.held!].map((check) => check.validationType),
    requester,
    approver,
    reason: 'The caller is locked out',
    requestedAt: new Date(now - 2 * 60_000).toISOString(),
    expiresAt: new Date(now + 8 * 60_000).toISOString(),
    state: answer,
    answer:
      answer === 'requested'
        ? null
        : {
            by: approver,
            decision: answer === 'approved' ? 'approve' : 'deny',
            reason,
            at: new Date(now).toISOString(),
          },
  };
  approvalLedgerOf(state).approvals.unshift(approval);
  return approval;
}
