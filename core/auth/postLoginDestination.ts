import { HOME_PATH } from '../navigation/Navigator';
import { isSafeReturnPath } from '../navigation/safeUrls';
import type { PodContext } from '../session/PodContext';

/**
 * Where a technician goes right after signing in (spec section 4, Login): back to the ConnectWise
 * ticket or contact, back to the Halo ticket, else to the remembered in-app path, else home.
 */
export function postLoginDestination(context: PodContext): string {
  const { psa, psaId, ticketId, screen } = context;
  if (psa === 'ConnectWise' && psaId) {
    return withQuery(`/pod/connectwise/${encodeURIComponent(psaId)}`, { ticketId, screen });
  }
  if (psa === 'Halo' && psaId) {
    return withQuery(`/pod/halo/${encodeURIComponent(psaId)}`, { ticketId });
  }
  if (isSafeReturnPath(context.returnPath)) return context.returnPath;
  return HOME_PATH;
}

function withQuery(path: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
