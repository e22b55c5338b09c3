import { boolean, object, string, type InferType } from 'yup';

/** GET CompanyVerificationSettings/{psaId}/company/{companyId}: the body is the policies (spec 3). */
export const companyPoliciesWire = object({
  showVerificationBannerOnMount: boolean().required(),
  verificationBannerText: string().defined().default(''),
});
export type CompanyPoliciesWire = InferType<typeof companyPoliciesWire>;
