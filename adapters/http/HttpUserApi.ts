import type { AxiosInstance } from 'axios';
import type { User, UserApi } from '../../core/user/User';
import { parseWire } from './wire/parseWire';
import { userWire } from './wire/userWire';

/** GET User/{id}. */
export class HttpUserApi implements UserApi {
  constructor(private readonly http: AxiosInstance) {}

  async getUser(id: string): Promise<User> {
    const response = await this.http.get(`User/${encodeURIComponent(id)}`);
    return parseWire(userWire, response.data, 'your account');
  }
}
