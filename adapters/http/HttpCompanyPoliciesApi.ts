import type { AxiosInstance } from 'axios';
import type { CompanyPolicies, CompanyPoliciesApi } from '@core/policies/CompanyPolicies';
import { companyPoliciesWire } from './wire/companyPoliciesWire';
import type { SharedRequests } from '@core/shared/SharedRequests';
import { companyVerificationSettingsPath, sharedGet } from './sharedGet';
import { parseWire } from './wire/parseWire';

/** GET CompanyVerificationSettings/{psaId}/company/{companyId}. */
export class HttpCompanyPoliciesApi implements CompanyPoliciesApi {
  constructor(
    private readonly http: AxiosInstance,
    /** One request per company per pod, shared with End User Verification; absent: a plain GET. */
    private readonly requests?: SharedRequests,
  ) {}

  async getPolicies(psaId: string, companyId: string): Promise<CompanyPolicies> {
    const response = await sharedGet(this.http, this.requests, companyVerificationSettingsPath(psaId, companyId));
    return parseWire(companyPoliciesWire, response.data, 'the company policies');
  }
}
