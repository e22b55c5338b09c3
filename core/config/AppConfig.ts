import { token } from '../shared/Token';

/** Where the backend lives and how to reach its services; read once at start-up by app/. */
export interface AppConfig {
  /** Base URL of the HTTP API, e.g. `/api` (the sandbox on the same origin) or `https://api.example.com`. */
  apiUrl: string;
  /** Knowledge base link of the help menu. */
  knowledgeBaseUrl: string;
  /** Address of the help menu's Support entry. */
  supportEmail: string;
  /** Google Identity Services script, loaded when the Google button is used (the sandbox serves a stand-in). */
  googleScriptUrl: string;
  /** Development builds: the error screen offers the error's stack. @default false */
  showErrorDetails?: boolean;
}

export const AppConfigToken = token<AppConfig>('core.config.AppConfig');
