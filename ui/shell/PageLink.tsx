import { observer } from 'mobx-react-lite';
import type { MouseEvent, ReactNode } from 'react';
import { useInRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import type { FeatureId } from '@core/features/Feature';
import { useOptionalService } from '../services/ServiceContext';
import { queryWithPage } from './shellPlace';
import { ShellStoreToken } from './ShellStore';
import { useOpenPage } from './useShellPlace';

/** Under this width a pod is too narrow for a full page: the link opens it in a new tab instead. */
const NARROW_POD = '(max-width: 599px)';

export interface PageLinkProps {
  page: FeatureId;
  children: ReactNode;
}

/**
 * A link from one feature page to another of the same pod, shown only where gating allows that page. It opens the
 * page in the pod; in a pod narrower than 600 px, in a new tab (the same pod address with that page), where it has
 * the whole window. A real link: a middle click or Ctrl+click opens the tab too.
 */
export function PageLink(props: PageLinkProps) {
  return useInRouterContext() ? <RoutedPageLink {...props} /> : null;
}

const RoutedPageLink = observer(function RoutedPageLink({ page, children }: PageLinkProps) {
  const shell = useOptionalService(ShellStoreToken);
  const openPage = useOpenPage();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  if (!shell?.features.includes(page)) return null;
  const narrow = window.matchMedia?.(NARROW_POD).matches ?? false;
  const open = (event: MouseEvent) => {
    if (narrow || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    openPage(page);
  };
  return (
    <a
      className="page-link"
      href={`${pathname}?${queryWithPage(query, page).toString()}`}
      target={narrow ? '_blank' : undefined}
      rel={narrow ? 'noopener' : undefined}
      onClick={open}
    >
      {children}
    </a>
  );
});
