import type { AppConfig } from '@core/config/AppConfig';

/** The build-time variables the app reads (set them in `.env.production` or the environment). */
export interface AppEnv {
  VITE_API_URL?: string;
  VITE_KNOWLEDGE_BASE_URL?: string;
  VITE_SUPPORT_EMAIL?: string;
  /** Google Identity Services script; the real one is https://accounts.google.com/gsi/client. */
  VITE_GOOGLE_GSI_URL?: string;
  /** Set by Vite: true under the dev server only. */
  DEV?: boolean;
}

/** Defaults point at the sandbox on the same origin, so a plain build runs against `npm start`. */
export function readConfig(env: AppEnv): AppConfig {
  return {
    apiUrl: (env.VITE_API_URL || '/api').replace(/\/+$/, ''),
    knowledgeBaseUrl: env.VITE_KNOWLEDGE_BASE_URL || '/__sandbox/knowledge-base',
    supportEmail: env.VITE_SUPPORT_EMAIL || 'support@sandbox.test',
    googleScriptUrl: env.VITE_GOOGLE_GSI_URL || '/__sandbox/google/gsi/client',
    showErrorDetails: env.DEV === true,
  };
}
