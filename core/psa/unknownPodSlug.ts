import type { PsaRegistry } from './PsaRegistry';

/**
 * The integration a pod or widget address names when no registered PSA has that slug
 * (`/pod/acmepsa/x` -> `acmepsa`); null for any other path, and for a known PSA whose address is
 * merely incomplete (those fall back to the sign-in screen, spec section 2).
 */
export function unknownPodSlug(pathname: string, psas: PsaRegistry): string | null {
  const match = /^\/(?:pod|widget)\/([^/?#]+)/.exec(pathname);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    slug = match[1];
  }
  return psas.bySlug(slug) ? null : slug;
}
