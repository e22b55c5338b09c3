import { token } from '../shared/Token';
import type { PsaDescriptor } from './PsaDescriptor';
import type { PsaTypeName } from './PsaType';

/** The list of PSAs the app supports, with the look-ups every reader of it needs. */
export class PsaRegistry {
  constructor(readonly all: readonly PsaDescriptor[]) {}

  byType(type: string | null | undefined): PsaDescriptor | null {
    return this.all.find((d) => d.type === type) ?? null;
  }

  /**
   * The PSA an external-entry `psa` value means: the exact names of spec section 2 first, then the
   * same names ignoring case and spaces ("halo service desk", "Microsoft365"), as PSAs vary.
   */
  byEntryName(name: string | null | undefined): PsaDescriptor | null {
    if (!name) return null;
    const exact = this.all.find((d) => d.entryNames.includes(name));
    if (exact) return exact;
    const squash = (value: string) => value.replace(/\s+/g, '').toLowerCase();
    return this.all.find((d) => d.entryNames.some((entry) => squash(entry) === squash(name))) ?? null;
  }

  bySlug(slug: string): PsaDescriptor | null {
    return this.all.find((d) => d.slug === slug) ?? null;
  }

  types(): PsaTypeName[] {
    return this.all.map((d) => d.type);
  }
}

export const PsaRegistryToken = token<PsaRegistry>('core.psa.PsaRegistry');
