import type { ReactNode } from 'react';
import { TicketNumber } from './TicketNumber';
import './kit.css';

/** What a feature page is about: the pod's contact and ticket, either unknown or absent. */
export interface FeatureSubject {
  /** The contact's display name. */
  contact?: string | null;
  /** The ticket's number as the PSA writes it (shown as the kit's TicketNumber). */
  ticket?: string | null;
}

export interface FeatureHeaderProps {
  /** The heading's id, for the page's `aria-labelledby`. */
  id: string;
  /** The feature's sidebar icon, so the page and its sidebar item look alike. */
  icon: ReactNode;
  /** The feature's name, as the sidebar writes it. */
  title: string;
  /** The contact and the ticket the page acts on, on the line under the name. */
  subject?: FeatureSubject;
  /** A tag or short status beside the name. */
  status?: ReactNode;
  /** The page's main action, at the end of the name's line (it wraps below the name in a narrow pod). */
  actions?: ReactNode;
}

/**
 * Every feature page's header, the same parts in the same places on every page: the icon and the feature's
 * name, a status, the main action; under them the contact and the ticket ("Alice Johnson · #T1001").
 */
export function FeatureHeader({ id, icon, title, subject, status, actions }: FeatureHeaderProps) {
  const contact = subject?.contact || null;
  const ticket = subject?.ticket || null;
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
      {(contact || ticket) && (
        <p className="kit-feature-header__subject">
          {contact}
          {contact && ticket && ' · '}
          {ticket && <TicketNumber number={ticket} />}
        </p>
      )}
    </header>
  );
}
