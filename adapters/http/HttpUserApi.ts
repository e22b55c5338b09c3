import type { AxiosInstance } from 'axios';
import type { User, UserApi } from '@core/user/User';
import type { SharedRequests } from '@core/shared/SharedRequests';
import { takeGet } from './sharedGet';
import { parseWire } from './wire/parseWire';
import { userWire } from './wire/userWire';

/** GET User/{id}. */
export class HttpUserApi implements UserApi {
  constructor(
    private readonly http: AxiosInstance,
    /** Hands over the user the pod route prefetched, once (later reads ask again); absent: a plain GET. */
    private readonly requests?: SharedRequests,
  ) {}

  async getUser(id: string): Promise<User> {
    const response = await takeGet(this.http, this.requests, `User/${encodeURIComponent(id)}`);
    return parseWire(userWire, response.data, 'your account');
  }
}
