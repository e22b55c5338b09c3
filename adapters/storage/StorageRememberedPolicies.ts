import type { CompanyPolicies } from '@core/policies/CompanyPolicies';
import type { PoliciesOwner, RememberedPolicies } from '@core/policies/RememberedPolicies';
import { tryStorage } from './tryStorage';

/** One key for every company, so what is kept stays bounded (the oldest entries go first). */
const KEY = 'companyPolicies';
/** The banner texts each owner closed, under a key of their own (the same bound). */
const CLOSED_KEY = 'companyPoliciesClosed';
/** A technician opens pods of a few dozen companies at most; past that, the oldest are forgotten. */
const MAX_ENTRIES = 50;

/**
 * The companies' last policies answers in local storage (`companyPolicies`: an object keyed by
 * `[userId, psaId, companyId]` as JSON, so no id can run into another; most recent last). Where the browser refuses storage (a PSA frame with
 * third-party storage blocked) nothing is kept and nothing throws: the banner then comes with the
 * server's answer, as on a first open. What is read back is checked: a hand-edited or older value
 * is ignored, never shown. Beside it (`companyPoliciesClosed`, the same keys) the text of the banner each
 * owner closed, so a closed banner stays closed until the company's text changes.
 */
export class StorageRememberedPolicies implements RememberedPolicies {
  constructor(private readonly storage: () => Storage | null) {}

  read(owner: PoliciesOwner): CompanyPolicies | null {
    return this.entries(KEY, isPolicies)[keyOf(owner)] ?? null;
  }

  write(owner: PoliciesOwner, policies: CompanyPolicies | null): void {
    this.put(
      KEY,
      isPolicies,
      owner,
      policies && {
        showVerificationBannerOnMount: policies.showVerificationBannerOnMount,
        verificationBannerText: policies.verificationBannerText,
      },
    );
  }

  readClosed(owner: PoliciesOwner): string | null {
    return this.entries(CLOSED_KEY, isText)[keyOf(owner)] ?? null;
  }

  writeClosed(owner: PoliciesOwner, text: string): void {
    this.put(CLOSED_KEY, isText, owner, text);
  }

  private entries<T>(key: string, valid: (value: unknown) => value is T): Record<string, T> {
    const raw = tryStorage(this.storage, (s) => s.getItem(key));
    if (!raw) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, T] => valid(entry[1])));
    } catch {
      return {};
    }
  }

  /** Sets (or, with null, removes) the owner's value under `key`, most recent last, the oldest beyond the bound dropped. */
  private put<T>(key: string, valid: (value: unknown) => value is T, owner: PoliciesOwner, value: T | null): void {
    const entries = this.entries(key, valid);
    const ownerKey = keyOf(owner);
    delete entries[ownerKey];
    if (value !== null) entries[ownerKey] = value;
    const kept = Object.entries(entries).slice(-MAX_ENTRIES);
    tryStorage(this.storage, (s) =>
      kept.length ? s.setItem(key, JSON.stringify(Object.fromEntries(kept))) : s.removeItem(key),
    );
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

const keyOf = ({ userId, psaId, companyId }: PoliciesOwner) => JSON.stringify([userId, psaId, companyId]);

function isPolicies(value: unknown): value is CompanyPolicies {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.showVerificationBannerOnMount === 'boolean' && typeof v.verificationBannerText === 'string';
}
