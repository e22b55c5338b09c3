import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { FeatureSignalsToken } from '../features/FeatureSignals';
import { useService } from '../services/ServiceContext';
import { ShellStoreToken, type ShellPage } from './ShellStore';

export interface SidebarItemProps {
  page: ShellPage;
  text: string;
  Icon: ComponentType;
  /** The pod's contact (FeatureSignals' key): a feature puts a dot on its item for it. */
  contactKey: string | null;
  onOpen(page: ShellPage): void;
}

/**
 * One page in the sidebar: its icon with the count of new notices and the feature's dot for the contact, its text
 * when the sidebar is expanded, and an accessible name that says both.
 */
export const SidebarItem = observer(function SidebarItem({ page, text, Icon, contactKey, onOpen }: SidebarItemProps) {
  const shell = useService(ShellStoreToken);
  const signals = useService(FeatureSignalsToken);
  const active = shell.page === page;
  const count = page === 'home' ? 0 : shell.notices.countOf(page);
  const dot = page !== 'home' && contactKey ? signals.of(page, contactKey)?.sidebar : undefined;
  const label = [text, count ? `${count} new` : null, dot?.label].filter(Boolean).join(', ');
  return (
    <li>
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
        onClick={() => onOpen(page)}
      />
    </li>
  );
});
