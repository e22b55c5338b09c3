import { HOME_PATH } from '../navigation/Navigator';
import { isSafeReturnPath } from '../navigation/safeUrls';
import type { PsaRegistry } from '../psa/PsaRegistry';
import type { PodContext } from '../session/PodContext';
import { integrationPagePath } from './externalEntry';

/**
 * Where a technician goes right after signing in (spec section 4, Login): back to the remembered
 * PSA's pod when its descriptor says so (`resumeAfterSignIn`: with ticketId and screen, or with
 * ticketId only), else to the remembered in-app path, else home.
 */
export function postLoginDestination(context: PodContext, psas: PsaRegistry): string {
  const { psaId, ticketId, screen } = context;
  const psa = psas.byType(context.psa);
  if (psa && psaId && psa.resumeAfterSignIn !== 'returnPath') {
    return integrationPagePath(psa.slug, psaId, ticketId, psa.resumeAfterSignIn === 'ticketAndScreen' ? screen : null);
  }
  if (isSafeReturnPath(context.returnPath)) return context.returnPath;
  return HOME_PATH;
}
