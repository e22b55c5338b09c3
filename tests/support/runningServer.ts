/** A server a test started or was given: where it listens, and how to let it go. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** `vite preview` of a build, or `npm start`'s dev server. */
export type ServerKind = 'preview' | 'dev';
