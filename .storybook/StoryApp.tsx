import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { AppRoot } from '@app/AppRoot';
import { readConfig } from '@app/config';
import { BrowserNavigatorToken, buildContainer, ensureEntryBindings, ensureSignedInBindings } from '@app/container';
import { createRoutes } from '@app/routes';
import { asServiceLocator } from '@app/typedContainer';
import { ThemeStoreToken } from '@ui/theme/ThemeStore';
import { ownedByStory, storyHost } from './betweenStories';

export interface StoryAppProps {
  /** The in-app path to open, e.g. `/login` or a pod URL. */
  route: string;
  /** Pod width in px (320, 400) or full width when absent. */
  width?: number;
  /** @default 'light' */
  theme?: 'light' | 'dark';
}

/** The whole app at a route, as a story: real container, real routes, sandbox behind MSW. */
export function StoryApp({ route, width, theme = 'light' }: StoryAppProps) {
  const [app] = useState(() => {
    const container = ownedByStory(buildContainer(readConfig({}), storyHost()));
    const services = asServiceLocator(container);
    services.get(ThemeStoreToken).setMode(theme);
    const router = createMemoryRouter(
      createRoutes({ signedIn: () => ensureSignedInBindings(container), entry: () => ensureEntryBindings(container) }),
      { initialEntries: [route] },
    );
    services.get(BrowserNavigatorToken).attach((to, options) => void router.navigate(to, options));
    return { services, router };
  });
  const frame = width ? { width, minHeight: 560, border: '1px dashed #8f99a8', overflow: 'hidden' } : undefined;
  return (
    <div style={frame} data-testid="story-frame">
      <AppRoot services={app.services} router={app.router} />
    </div>
  );
}
