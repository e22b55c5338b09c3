import type { IdName } from './VerificationAttempt';

/** A company of the tenant as the report's lists give it: in one PSA integration (absent from an older backend). */
export interface ReportCompany extends IdName {
  psa?: IdName | null;
}

/** The companies as the report names them: each once, sorted by name, and its name by id for the rows. */
export interface CompanyNames {
  list: readonly IdName[];
  byId: ReadonlyMap<string, string>;
}

/**
 * Names a person can tell apart (docs/decisions/283-companies-named-with-their-psa.md): a company whose name no
 * other shares keeps it; where names collide (the same client in two PSAs) each gets its PSA's name
 * ("Contoso Dental · ConnectWise"), and where that still collides (two integrations of one PSA) the integration's
 * id too. One entry per company id, sorted as a person reads them.
 */
export function companyNames(companies: readonly ReportCompany[]): CompanyNames {
  const unique = [...new Map(companies.map((company) => [company.id, company])).values()];
  const sharing = countBy(unique, (company) => key(company.name));
  const named = unique.map((company) => {
    if (sharing.get(key(company.name))! < 2) return { company, name: company.name };
    return { company, name: company.psa ? `${company.name} · ${company.psa.name}` : company.name };
  });
  const stillSharing = countBy(named, (entry) => key(entry.name));
  const list = named
    .map(({ company, name }) => ({
      id: company.id,
      name: stillSharing.get(key(name))! < 2 ? name : `${name} (${company.psa?.id ?? company.id})`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
  return { list, byId: new Map(list.map((entry) => [entry.id, entry.name])) };
}

/** A row's company as the report names it: the lists' name where it is known, the row's own otherwise. */
export function companyNameOf(company: IdName, names: CompanyNames | null): string {
  return names?.byId.get(company.id) ?? company.name;
}

function key(name: string): string {
  return name.trim().toLocaleLowerCase();
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}
