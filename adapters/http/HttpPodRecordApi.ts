import type { AxiosInstance } from 'axios';
import type { PodRecord } from '../../core/contact/PodRecord';
import type { PodRecordApi } from '../../core/psa/PodRecordApi';
import { parseWire } from './wire/parseWire';
import { podRecordWire } from './wire/podRecordWire';

/** GET of a pod record at the path a PSA descriptor built. */
export class HttpPodRecordApi implements PodRecordApi {
  constructor(private readonly http: AxiosInstance) {}

  async fetchRecord(path: string): Promise<PodRecord> {
    // Not toasted: the pod's card says what failed, once (core/psa/podFailure.ts).
    const response = await this.http.get(path.replace(/^\//, ''), { silent: true });
    return parseWire(podRecordWire, response.data, 'this record');
  }
}
