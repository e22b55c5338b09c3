import type { PodVariant } from './PsaDescriptor';

/** The route path of a PSA page variant, relative to "/" (spec section 2). */
export function podRoutePath(slug: string, variant: PodVariant): string {
  switch (variant) {
    case 'pod':
      return `pod/${slug}/:psaId`;
    case 'fullSize':
      return `pod/${slug}/:psaId/fullSize`;
    case 'widget':
      return `widget/${slug}/:psaId`;
  }
}
