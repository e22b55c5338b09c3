import type { AxiosInstance } from 'axios';
import type { CompanyPolicies, CompanyPoliciesApi } from '../../core/policies/CompanyPolicies';
import { companyPoliciesWire } from './wire/companyPoliciesWire';
import { parseWire } from './wire/parseWire';

/** GET CompanyVerificationSettings/{psaId}/company/{companyId}. */
export class HttpCompanyPoliciesApi implements CompanyPoliciesApi {
  constructor(private readonly http: AxiosInstance) {}

  async getPolicies(psaId: string, companyId: string): Promise<CompanyPolicies> {
    const path = `CompanyVerificationSettings/${encodeURIComponent(psaId)}/company/${encodeURIComponent(companyId)}`;
    const response = await this.http.get(path);
    return parseWire(companyPoliciesWire, response.data, 'the company policies');
  }
}
