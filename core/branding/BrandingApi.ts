import { token } from '../shared/Token';

/** The organisation's custom logo, when it has one. */
export interface BrandingApi {
  /** A URL (often a data: URL) of the custom logo, or null for the default logo. */
  getLogo(): Promise<string | null>;
}

export const BrandingApiToken = token<BrandingApi>('core.branding.BrandingApi');
