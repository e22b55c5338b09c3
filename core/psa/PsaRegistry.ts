import { token } from '../shared/Token';
import type { PsaDescriptor } from './PsaDescriptor';
import type { PsaTypeName } from './PsaType';

/** The list of PSAs the app supports, with the look-ups every reader of it needs. */
export class PsaRegistry {
  constructor(readonly all: readonly PsaDescriptor[]) {}

  byType(type: string | null | undefined): PsaDescriptor | null {
    return this.all.find((d) => d.type === type) ?? null;
  }

  /** The PSA an external-entry `psa` value means (exact names from spec section 2). */
  byEntryName(name: string | null | undefined): PsaDescriptor | null {
    return this.all.find((d) => d.entryNames.includes(name ?? '')) ?? null;
  }

  bySlug(slug: string): PsaDescriptor | null {
    return this.all.find((d) => d.slug === slug) ?? null;
  }

  types(): PsaTypeName[] {
    return this.all.map((d) => d.type);
  }
}

export const PsaRegistryToken = token<PsaRegistry>('core.psa.PsaRegistry');
