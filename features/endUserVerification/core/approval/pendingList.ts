import { isFinal, type Approval } from './Approval';

/**
 * The approver page's list as news arrives (the hub's VerificationApprovalChanged, an approval read again after a
 * refusal): a new open request of someone else joins it, newest first; news of a listed one replaces it unless it
 * is older (a final state is never replaced, an open one never reopens a final one), so an answer or an expiry
 * elsewhere shows its final state on its row. The signed-in user's own requests are never theirs to answer.
 * Same array when nothing changes, so a caller can tell.
 */
export function withApprovalNews(
  list: readonly Approval[],
  news: Approval,
  userId: string | null,
): readonly Approval[] {
  const index = list.findIndex((a) => a.id === news.id);
  if (index < 0) {
    if (news.state !== 'requested' || news.requester.id === userId) return list;
    return newestFirst([...list, news]);
  }
  if (isFinal(list[index]!.state) || news.state === 'requested') return list;
  return list.map((a, i) => (i === index ? news : a));
}

/** Newest request first, as the backend lists them. */
export function newestFirst(list: readonly Approval[]): Approval[] {
  return [...list].sort((a, b) => b.requestedAt - a.requestedAt);
}

/** The requests an approver may still answer (the rest show their final state until the list is read again). */
export function openCount(list: readonly Approval[], now: number): number {
  return list.filter((a) => a.state === 'requested' && now < a.expiresAt).length;
}
