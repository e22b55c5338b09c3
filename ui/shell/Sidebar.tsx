import { Button } from '@blueprintjs/core';
import { Home, LogOut, MenuClosed, MenuOpen } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useService } from '../services/ServiceContext';
import { FeatureModulesToken } from '../features/FeatureModule';
import { ShellStoreToken, type ShellPage } from './ShellStore';
import { useOpenPage } from './useShellPlace';
import { FeatureSignalsToken } from '../features/FeatureSignals';
import { useToastsClearOf } from '../toasts/useToastsClearOf';

export interface SidebarProps {
  /** Called by the sign-out button. */
  onSignOut(): void;
  /** The pod's contact (FeatureSignals' key): features put a dot on their item for it. @default none */
  contactKey?: string | null;
}

/**
 * The left sidebar: Home, one item per visible feature (icon + text, the active one highlighted),
 * the expand/collapse toggle and sign-out. Collapsed it is 10% wide and at most 75 px (icons only;
 * every button keeps its accessible name).
 */
export const Sidebar = observer(function Sidebar({ onSignOut, contactKey = null }: SidebarProps) {
  const shell = useService(ShellStoreToken);
  const modules = useService(FeatureModulesToken);
  const signals = useService(FeatureSignalsToken);
  const nav = useRef<HTMLElement>(null);
  useToastsClearOf(nav);
  // Under 600 px the stylesheet lays the expanded list over the page (shell.css); then it closes once
  // the technician chose a page, so the page is not left covered. The CSS decides, the code follows.
  const overlaying = () => !!nav.current && getComputedStyle(nav.current).position === 'absolute';
  const openPage = useOpenPage();
  const open = (page: ShellPage) => {
    openPage(page);
    if (shell.expanded && overlaying()) shell.toggleExpanded();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && shell.expanded && overlaying()) shell.toggleExpanded();
  };
  const item = (page: ShellPage, text: string, Icon: ComponentType) => {
    const active = shell.page === page;
    const count = page === 'home' ? 0 : shell.notices.countOf(page);
    const dot = page !== 'home' && contactKey ? signals.of(page, contactKey)?.sidebar : undefined;
    const label = [text, count ? `${count} new` : null, dot?.label].filter(Boolean).join(', ');
    return (
      <li key={page}>
        <Button
          className="sidebar__item"
          icon={
            <span className="sidebar__icon">
              <Icon />
              {count > 0 && (
                <span className="sidebar__count" aria-hidden="true">
                  {count > 99 ? '99+' : count}
                </span>
              )}
              {dot && <span className={`sidebar__dot sidebar__dot--${dot.intent}`} aria-hidden="true" />}
            </span>
          }
          text={shell.expanded ? text : undefined}
          aria-label={label}
          title={shell.expanded ? undefined : label}
          aria-current={active ? 'page' : undefined}
          active={active}
          intent={active ? 'primary' : 'none'}
          variant="minimal"
          alignText="start"
          fill
          onClick={() => open(page)}
        />
      </li>
    );
  };
  return (
    <nav
      ref={nav}
      className={`sidebar ${shell.expanded ? 'sidebar--expanded' : 'sidebar--collapsed'}`}
      aria-label="Features"
      onKeyDown={closeOnEscape}
    >
      <Button
        className="sidebar__item"
        icon={shell.expanded ? <MenuOpen /> : <MenuClosed />}
        aria-label={shell.expanded ? 'Collapse sidebar' : 'Expand sidebar'}
        aria-expanded={shell.expanded}
        variant="minimal"
        fill
        onClick={() => shell.toggleExpanded()}
      />
      <ul className="sidebar__items">
        {item('home', 'Home', Home)}
        {modules.filter((m) => shell.features.includes(m.id)).map((m) => item(m.id, m.title, m.icon))}
      </ul>
      <Button
        className="sidebar__item sidebar__signout"
        icon={<LogOut />}
        text={shell.expanded ? 'Sign out' : undefined}
        aria-label="Sign out"
        title={shell.expanded ? undefined : 'Sign out'}
        variant="minimal"
        alignText="start"
        fill
        onClick={onSignOut}
      />
    </nav>
  );
});
