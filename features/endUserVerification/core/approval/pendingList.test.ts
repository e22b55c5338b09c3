import type { Approval } from './Approval';
import { newestFirst, openCount, withApprovalNews } from './pendingList';

const approval = (id: string, requestedAt: number, patch: Partial<Approval> = {}): Approval => ({
  id,
  validationId: `v-${id}`,
  psaId: 'acme-cw',
  contactId: 'acme-cw-co1-ct2',
  contactName: 'Bob Martinez',
  ticketId: '1001',
  request: 'MfaReset',
  requester: { id: 'u-tech', name: 'Tess Tech' },
  approver: { id: 'u-mfa', name: 'Max Factor' },
  reason: 'Lost phone',
  requestedAt,
  expiresAt: requestedAt + 600_000,
  state: 'requested',
  answer: null,
  ...patch,
});

const answered = (a: Approval, by = 'Dana Duo'): Approval => ({
  ...a,
  state: 'approved',
  answer: { by: { id: 'u-duo', name: by }, decision: 'approve', reason: '', at: a.requestedAt + 1 },
});

describe("the approver page's list as news arrives", () => {
  const older = approval('ap-1', 1_000);
  const list = [older];

  it('a new open request of someone else joins it, newest first', () => {
    const newer = approval('ap-2', 2_000);
    expect(withApprovalNews(list, newer, 'u-mfa')).toEqual([newer, older]);
    expect(newestFirst([older, newer])).toEqual([newer, older]);
  });

  it("the user's own request, and news of one already final or unknown and final, change nothing", () => {
    expect(withApprovalNews(list, approval('ap-2', 2_000), 'u-tech')).toBe(list);
    expect(withApprovalNews(list, answered(approval('ap-3', 3_000)), 'u-mfa')).toBe(list);
    const final = [answered(older)];
    expect(withApprovalNews(final, { ...older, state: 'expired' }, 'u-mfa')).toBe(final);
    expect(withApprovalNews(final, older, 'u-mfa')).toBe(final);
  });

  it('an answer or expiry elsewhere shows its final state on the row; a repeated open request changes nothing', () => {
    expect(withApprovalNews(list, answered(older), 'u-mfa')).toEqual([answered(older)]);
    expect(withApprovalNews(list, { ...older, state: 'expired' }, 'u-mfa')[0]?.state).toBe('expired');
    expect(withApprovalNews(list, { ...older }, 'u-mfa')).toBe(list);
  });

  it('counts the requests still open at a time', () => {
    const twoOpen = [approval('ap-2', 2_000), older, answered(approval('ap-3', 3_000))];
    expect(openCount(twoOpen, 2_000)).toBe(2);
    expect(openCount(twoOpen, older.expiresAt)).toBe(1);
  });
});
