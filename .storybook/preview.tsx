import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@ui/theme/app.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { UI_SETTLE_TIMEOUT_MS } from '@tests/support/uiPatience';
import { leaveNothingBehind } from './betweenStories';
import { startStoryWorker } from './storySandbox';

// Plays wait for a state as long as the jsdom tests do (Storybook's own default is 1 s).
configure({ asyncUtilTimeout: UI_SETTLE_TIMEOUT_MS });

/**
 * What every story gets wherever it runs: in Storybook, and played in jsdom by the unit tests
 * (tests/storybook/playStories.tsx), which put the sandbox behind MSW's Node server instead of the
 * service worker below.
 */
export const storyAnnotations: Preview = {
  beforeEach: leaveNothingBehind,
  parameters: { layout: 'fullscreen' },
};

const preview: Preview = {
  ...storyAnnotations,
  loaders: [mswLoader(startStoryWorker)],
};

export default preview;
