import type { AxiosInstance } from 'axios';
import type { BrandingApi } from '@core/branding/BrandingApi';
import { logoWire } from './wire/brandingWire';
import { parseWire } from './wire/parseWire';

/** GET /Common/baseAppLogo. A missing logo is normal; a failing call falls back to the default quietly. */
export class HttpBrandingApi implements BrandingApi {
  constructor(private readonly http: AxiosInstance) {}

  async getLogo(): Promise<string | null> {
    const response = await this.http.get('/Common/baseAppLogo', { silent: true });
    return parseWire(logoWire, response.data, 'the logo') || null;
  }
}
