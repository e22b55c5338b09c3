import type { RefObject } from 'react';

/** The first stop of the keyboard: moves focus to the page's main area. */
export function SkipToMain({ main }: { main: RefObject<HTMLElement | null> }) {
  return (
    <a
      className="shell__skip"
      href="#main-content"
      onClick={(event) => {
        // Focus, not a hash navigation: the router owns the URL.
        event.preventDefault();
        main.current?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
