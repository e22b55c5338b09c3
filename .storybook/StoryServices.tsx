import { useState, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { readConfig } from '@app/config';
import { bindSignedInAreas } from '@app/bindings/signedInBinders';
import { buildContainer } from '@app/container';
import { asServiceLocator } from '@app/typedContainer';
import { ServiceProvider } from '@ui/services/ServiceContext';
import { ThemeRoot } from '@ui/theme/ThemeRoot';
import { ThemeStoreToken } from '@ui/theme/ThemeStore';
import { ownedByStory, storyHost } from './betweenStories';

export interface StoryServicesProps {
  /** Pod width in px (320, 400) or full width when absent. */
  width?: number;
  /** @default 'light' */
  theme?: 'light' | 'dark';
  /** Binds story doubles (a fake hub, a clock) on the real container. */
  configure?: (container: Container) => void;
  children?: ReactNode;
}

/**
 * One component (not a whole route) with the app's real container and the sandbox behind MSW, for
 * parts the lead mounts into pages later (the verification panel).
 */
export function StoryServices({ width, theme = 'light', configure, children }: StoryServicesProps) {
  const [services] = useState(() => {
    const config = readConfig({});
    const host = storyHost();
    const container = ownedByStory(buildContainer(config, host));
    bindSignedInAreas(container, config, host); // a single component: no guarded route loads them
    configure?.(container);
    const locator = asServiceLocator(container);
    locator.get(ThemeStoreToken).setMode(theme);
    return locator;
  });
  const frame = width ? { width, border: '1px dashed #8f99a8', overflow: 'hidden' } : undefined;
  // StrictMode comes from the story's root (.storybook/main.ts, framework option strictMode).
  return (
    <ServiceProvider services={services}>
      <ThemeRoot>
        <main style={{ padding: 12, minHeight: 560 }}>
          <div style={frame} data-testid="story-frame">
            {children}
          </div>
        </main>
      </ThemeRoot>
    </ServiceProvider>
  );
}
