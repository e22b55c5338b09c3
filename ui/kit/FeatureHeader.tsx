import type { ReactNode } from 'react';
import './kit.css';

export interface FeatureHeaderProps {
  /** The heading's id, for the page's `aria-labelledby`. */
  id: string;
  /** The feature's sidebar icon, so the page and its sidebar item look alike. */
  icon: ReactNode;
  title: ReactNode;
  /** A tag or short status beside the title. */
  status?: ReactNode;
  /** Buttons at the end of the header's line (they wrap below the title in a narrow pod). */
  actions?: ReactNode;
}

/** Every feature page's header: one size, one icon place, the same spacing at 320 px and full width. */
export function FeatureHeader({ id, icon, title, status, actions }: FeatureHeaderProps) {
  return (
    <header className="kit-feature-header">
      <span className="kit-feature-header__icon" aria-hidden>
        {icon}
      </span>
      <h2 id={id} className="kit-feature-header__title">
        {title}
      </h2>
      {status}
      {actions && <div className="kit-feature-header__actions">{actions}</div>}
    </header>
  );
}
