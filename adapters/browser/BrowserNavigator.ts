import type { Navigator } from '@core/navigation/Navigator';

type NavigateFn = (path: string, options?: { replace?: boolean }) => void;

/**
 * Navigator over the app's router. The router is created after the container (its routes need the
 * container), so the navigate function is attached once both exist. A navigation asked before that (a pod's
 * early call answered 401 before the router started: sign in) is held, the last one only, and made on attach.
 */
export class BrowserNavigator implements Navigator {
  private held: Parameters<NavigateFn> | null = null;
  private navigateFn: NavigateFn = (...asked) => (this.held = asked);

  constructor(private readonly location: Pick<Location, 'replace'>) {}

  attach(navigate: NavigateFn): void {
    this.navigateFn = navigate;
    if (this.held) navigate(...this.held);
  }

  navigate(path: string, options?: { replace?: boolean }): void {
    this.navigateFn(path, options);
  }

  leaveTo(url: string): void {
    this.location.replace(url);
  }
}
