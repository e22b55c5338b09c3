import { token } from '../shared/Token';
import type { PodRecord } from '../contact/PodRecord';

/** Reads one pod record (ticket, project ticket or contact) from the path a descriptor built. */
export interface PodRecordApi {
  fetchRecord(path: string): Promise<PodRecord>;
}

export const PodRecordApiToken = token<PodRecordApi>('core.psa.PodRecordApi');
