import type { SandboxState } from '@features/api/sandbox';
import type { ApprovalPersonWire, ApprovalWire } from '../../adapters/wire/approvalWire';
import { VERIFICATION_APPROVAL_CHANGED } from '../../adapters/wire/approvalWire';

/** The managers each seeded tenant starts with: Acme MSP's Max Factor and Dana Duo (Tess Tech is not one). */
export const SEEDED_APPROVER_IDS: Readonly<Record<string, readonly string[]>> = {
  't-acme': ['u-mfa', 'u-duo'],
  't-bolt': [],
};

/**
 * The sandbox's approvals: every request, the tenants' approvers, and the clock their expiry runs on (a test
 * moves it forward instead of waiting ten minutes).
 */
export class ApprovalLedger {
  readonly approvals: ApprovalWire[] = [];
  readonly approverIds = new Map<string, readonly string[]>(Object.entries(SEEDED_APPROVER_IDS));
  /** How far the approvals' clock runs ahead of the wall clock. */
  private aheadMs = 0;
  /** When set, the approvals' clock stands at this time (epoch ms) until moved. */
  private frozenAt: number | null = null;

  now(): number {
    return (this.frozenAt ?? Date.now()) + this.aheadMs;
  }

  /** Stops the approvals' clock where it is, so a test can move it to the millisecond. */
  freeze(): void {
    this.frozenAt = this.now();
    this.aheadMs = 0;
  }

  /** Moves the approvals' clock forward (the console's and the tests' way to reach an expiry). */
  advance(ms: number): void {
    this.aheadMs += ms;
  }

  find(id: string): ApprovalWire | null {
    return this.approvals.find((a) => a.id === id) ?? null;
  }
}

const ledgers = new WeakMap<SandboxState, ApprovalLedger>();

export function approvalLedgerOf(state: SandboxState): ApprovalLedger {
  let ledger = ledgers.get(state);
  if (!ledger) {
    ledger = new ApprovalLedger();
    ledgers.set(state, ledger);
  }
  return ledger;
}

/** The tenant's approvers as people (the world's users the ledger names). */
export function approversOf(state: SandboxState, tenantId: string): ApprovalPersonWire[] {
  const ids = approvalLedgerOf(state).approverIds.get(tenantId) ?? [];
  return state.world.users
    .filter((u) => u.tenantId === tenantId && ids.includes(u.id))
    .map((u) => ({ id: u.id, name: u.username }));
}

/** Tells every pod and approver page of the tenant that an approval changed. */
export function publishApproval(state: SandboxState, tenantId: string, approval: ApprovalWire): void {
  state.realtime.publishToTenant(tenantId, VERIFICATION_APPROVAL_CHANGED, structuredClone(approval));
}

/**
 * A request past its time expires (the sandbox's clock), and the tenant hears it once. Returns the approval.
 */
export function refreshApproval(state: SandboxState, tenantId: string, approval: ApprovalWire): ApprovalWire {
  const ledger = approvalLedgerOf(state);
  if (approval.state === 'requested' && ledger.now() >= Date.parse(approval.expiresAt)) {
    approval.state = 'expired';
    publishApproval(state, tenantId, approval);
  }
  return approval;
}
