import type { Navigator } from '@core/navigation/Navigator';

type NavigateFn = (path: string, options?: { replace?: boolean }) => void;

/**
 * Navigator over the app's router. The router is created after the container (its routes need the
 * container), so the navigate function is attached once both exist.
 */
export class BrowserNavigator implements Navigator {
  private navigateFn: NavigateFn | null = null;

  constructor(private readonly location: Pick<Location, 'replace'>) {}

  attach(navigate: NavigateFn): void {
    this.navigateFn = navigate;
  }

  navigate(path: string, options?: { replace?: boolean }): void {
    if (!this.navigateFn) throw new Error('BrowserNavigator used before the router was attached.');
    this.navigateFn(path, options);
  }

  leaveTo(url: string): void {
    this.location.replace(url);
  }
}
