import type { Navigator } from '@core/navigation/Navigator';

type NavigateFn = (path: string, options?: { replace?: boolean }) => void;

/**
 * Navigator over the app's router. The router is created after the container (its routes need the
 * container), so the navigate function is attached once both exist. A navigation asked before that (a pod's
 * early call answered 401 before the router started: sign in) is held, the last one only, and made on attach.
 */
export class BrowserNavigator implements Navigator {
  private navigateFn: NavigateFn | null = null;
  private held: [string, { replace?: boolean } | undefined] | null = null;

  constructor(private readonly location: Pick<Location, 'replace'>) {}

  attach(navigate: NavigateFn): void {
    this.navigateFn = navigate;
    const held = this.held;
    this.held = null;
    if (held) navigate(...held);
  }

  navigate(path: string, options?: { replace?: boolean }): void {
    if (this.navigateFn) this.navigateFn(path, options);
    else this.held = [path, options];
  }

  leaveTo(url: string): void {
    this.location.replace(url);
  }
}
