import type { AxiosInstance } from 'axios';
import type { DuoAuthApi } from '@core/auth/DuoAuthApi';
import type { Session } from '@core/session/Session';
import type { DuoLoginBody } from '../../http/wire/identityWire';
import { parseWire } from '../../http/wire/parseWire';
import { sessionWire } from '../../http/wire/sessionWire';

/** POST /User/DuoLogin over the shared client. */
export class HttpDuoAuthApi implements DuoAuthApi {
  constructor(private readonly http: AxiosInstance) {}

  async duoLogin(duoCode: string, state: string): Promise<Session> {
    const body: DuoLoginBody = { duoCode, state };
    const response = await this.http.post('/User/DuoLogin', body);
    return parseWire(sessionWire, response.data, 'Duo sign-in');
  }
}
