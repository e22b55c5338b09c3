import { Spinner } from '@blueprintjs/core';
import { LOADER_SIZE } from '../theme/tokens';

export interface LoaderProps {
  /** What is loading, for screen readers. @default 'Loading' */
  label?: string;
  /** @default 70 (spec section 9) */
  size?: number;
}

/** The full-area loader shown while a page waits for its first data. */
export function Loader({ label = 'Loading', size = LOADER_SIZE }: LoaderProps) {
  return (
    <div className="app-loader" role="status" aria-live="polite">
      <Spinner size={size} aria-label={label} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
