import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useService } from '../services/ServiceContext';
import { ThemeStoreToken } from './ThemeStore';

export interface ThemeRootProps {
  children?: ReactNode;
}

/** Applies the theme to the page: Blueprint's dark class on <body> too, so portals (toasts) follow. */
export const ThemeRoot = observer(function ThemeRoot({ children }: ThemeRootProps) {
  const theme = useService(ThemeStoreToken);
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, theme.isDark);
    document.documentElement.style.colorScheme = theme.mode;
    // Undone when the root goes (a story left for the next one), so no later page inherits the theme.
    return () => {
      document.body.classList.remove(Classes.DARK);
      document.documentElement.style.colorScheme = '';
    };
  }, [theme.isDark, theme.mode]);
  return <div className={`app-root${theme.isDark ? ` ${Classes.DARK}` : ''}`}>{children}</div>;
});
