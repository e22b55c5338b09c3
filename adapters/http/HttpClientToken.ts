import type { AxiosInstance } from 'axios';
import { token } from '@core/shared/Token';

/** The app's one axios client (bearer header, 401 ends the session, other errors toasted): every HTTP adapter's. */
export const HttpClientToken = token<AxiosInstance>('adapters.http.HttpClient');
