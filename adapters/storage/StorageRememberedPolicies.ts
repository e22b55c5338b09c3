import type { CompanyPolicies } from '@core/policies/CompanyPolicies';
import type { PoliciesOwner, RememberedPolicies } from '@core/policies/RememberedPolicies';
import { tryStorage } from './tryStorage';

/** One key for every company, so what is kept stays bounded (the oldest entries go first). */
const KEY = 'companyPolicies';
/** A technician opens pods of a few dozen companies at most; past that, the oldest are forgotten. */
const MAX_ENTRIES = 50;

type Entries = Record<string, CompanyPolicies>;

/**
 * The companies' last policies answers in local storage (`companyPolicies`: an object keyed by
 * `[userId, psaId, companyId]` as JSON, so no id can run into another; most recent last). Where the browser refuses storage (a PSA frame with
 * third-party storage blocked) nothing is kept and nothing throws: the banner then comes with the
 * server's answer, as on a first open. What is read back is checked: a hand-edited or older value
 * is ignored, never shown.
 */
export class StorageRememberedPolicies implements RememberedPolicies {
  constructor(private readonly storage: () => Storage | null) {}

  read(owner: PoliciesOwner): CompanyPolicies | null {
    return this.entries()[keyOf(owner)] ?? null;
  }

  write(owner: PoliciesOwner, policies: CompanyPolicies | null): void {
    const entries = this.entries();
    const key = keyOf(owner);
    delete entries[key];
    if (policies)
      entries[key] = {
        showVerificationBannerOnMount: policies.showVerificationBannerOnMount,
        verificationBannerText: policies.verificationBannerText,
      };
    const kept = Object.entries(entries).slice(-MAX_ENTRIES);
    tryStorage(this.storage, (s) =>
      kept.length ? s.setItem(KEY, JSON.stringify(Object.fromEntries(kept))) : s.removeItem(KEY),
    );
  }

  private entries(): Entries {
    const raw = tryStorage(this.storage, (s) => s.getItem(KEY));
    if (!raw) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, CompanyPolicies] => isPolicies(entry[1])),
      );
    } catch {
      return {};
    }
  }
}

const keyOf = ({ userId, psaId, companyId }: PoliciesOwner) => JSON.stringify([userId, psaId, companyId]);

function isPolicies(value: unknown): value is CompanyPolicies {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.showVerificationBannerOnMount === 'boolean' && typeof v.verificationBannerText === 'string';
}
