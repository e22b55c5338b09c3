import type { AxiosInstance } from 'axios';
import type { PodRecord } from '@core/contact/PodRecord';
import type { PodRecordApi } from '@core/psa/PodRecordApi';
import type { SharedRequests } from '@core/shared/SharedRequests';
import { takeGet } from './sharedGet';
import { parseWire } from './wire/parseWire';
import { podRecordWire } from './wire/podRecordWire';
import { POD_RECORD_REQUEST } from './podRecordRequest';

/** GET of a pod record at the path a PSA descriptor built. */
export class HttpPodRecordApi implements PodRecordApi {
  constructor(
    private readonly http: AxiosInstance,
    /** Hands over the record the pod route prefetched, once (a refresh asks again); absent: a plain GET. */
    private readonly requests?: SharedRequests,
  ) {}

  async fetchRecord(path: string): Promise<PodRecord> {
    // Not toasted: the pod's card says what failed, once (core/psa/podFailure.ts).
    const response = await takeGet(this.http, this.requests, path, POD_RECORD_REQUEST);
    return parseWire(podRecordWire, response.data, 'this record');
  }
}
