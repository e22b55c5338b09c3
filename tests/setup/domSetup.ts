// The jsdom files' setup (jest.setup.ts loads it under a window): jest-dom's matchers, testing-library's
// patience and the browser APIs jsdom lacks.
import { webcrypto } from 'node:crypto';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { UI_SETTLE_TIMEOUT_MS } from '../support/uiPatience';

configure({ asyncUtilTimeout: UI_SETTLE_TIMEOUT_MS });

// jsdom lacks these; Blueprint and the theme code use them (matchMedia, ResizeObserver and friends).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverShim;
}
// jsdom's crypto has getRandomValues but no SubtleCrypto; the sign-in relay hashes its confirmation code with it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}
