import { Hono } from 'hono';
import type { CompanyPoliciesWire } from '@adapters/http/wire/companyPoliciesWire';
import { errorBody, type SandboxEnv } from '../sandboxEnv';
import { injectionOf } from '../injection/injectionState';

/**
 * The sandbox's company policies, derived from the company id so every seeded company has some:
 * each PSA's first company (`...-co1`) asks for the banner on mount, the others do not. The text has
 * markup-like characters on purpose: the SPA must show them as text.
 */
export function sandboxPoliciesFor(companyId: string, companyName: string): CompanyPoliciesWire {
  const onMount = companyId.endsWith('-co1');
  return {
    showVerificationBannerOnMount: onMount,
    verificationBannerText: onMount
      ? `${companyName}: verify every caller by SMS code before a password reset. <b>Never</b> read codes aloud.`
      : `${companyName}: verify callers before sharing account details.`,
  };
}

/**
 * GET CompanyVerificationSettings/{psaId}/company/{companyId}: the company's verification settings,
 * read by the policies banner (showVerificationBannerOnMount, verificationBannerText) and by features, each of
 * which adds its own fields (its `companySettings`: End User Verification's `data`, the company's overrides of
 * the tenant settings, or null). Only for the caller's tenant's PSAs.
 */
export const companyPolicyRoutes = new Hono<SandboxEnv>().get(
  '/CompanyVerificationSettings/:psaId/company/:companyId',
  (c) => {
    const { world } = c.var.state;
    const psa = world.psas.find((p) => p.psaId === c.req.param('psaId'));
    if (!psa || psa.tenantId !== c.var.user.tenantId) return c.json(errorBody('This integration was not found.'), 404);
    const company = world.companies.find((co) => co.psaId === psa.psaId && co.id === c.req.param('companyId'));
    if (!company) return c.json(errorBody('This company was not found.'), 404);
    // A text set from the console's injection tools (a hostile admin's policy) replaces the derived one.
    const injected = injectionOf(c.var.state).policyTexts.get(company.id);
    const policies: CompanyPoliciesWire =
      injected === undefined
        ? sandboxPoliciesFor(company.id, company.name)
        : { showVerificationBannerOnMount: true, verificationBannerText: injected };
    const featureFields = c.var.features.map((feature) => feature.companySettings?.(c.var.state, company.id));
    return c.json(Object.assign({}, ...featureFields, policies) as CompanyPoliciesWire);
  },
);
