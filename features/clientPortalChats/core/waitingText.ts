/**
 * How long the client has waited for an answer, for the chat list: "Waiting 12 min", "Waiting 2 h 5 min",
 * "Waiting 3 days". A duration, not a moment: the moment itself is in the tooltip (fullTimeText).
 */
export function waitingText(since: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 1) return 'Waiting under a minute';
  if (minutes < 60) return `Waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `Waiting ${hours} h` : `Waiting ${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `Waiting ${days} ${days === 1 ? 'day' : 'days'}`;
}
