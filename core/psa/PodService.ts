import { mapPodRecord, type PodView } from './mapPodRecord';
import type { PodRecordApi } from './PodRecordApi';
import type { PodScreen } from './podQuery';
import { podLookupPath } from './podLookupPath';
import type { PsaDescriptor } from './PsaDescriptor';
import { token } from '../shared/Token';

/** Loads the record behind a pod URL through the PSA's own lookups and maps it for the page. */
export class PodService {
  constructor(private readonly api: PodRecordApi) {}

  /** The path of the lookup for a screen and id (segments URL-encoded once for all PSAs). */
  lookupPath(descriptor: PsaDescriptor, psaId: string, screen: PodScreen, id: string): string {
    return podLookupPath(descriptor, psaId, screen, id);
  }

  async load(descriptor: PsaDescriptor, psaId: string, screen: PodScreen, id: string): Promise<PodView> {
    return mapPodRecord(await this.api.fetchRecord(this.lookupPath(descriptor, psaId, screen, id)));
  }
}

export const PodServiceToken = token<PodService>('core.psa.PodService');
