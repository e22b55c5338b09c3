import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import '../ui/theme/app.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startStoryWorker } from './storySandbox';

const preview: Preview = {
  loaders: [mswLoader(startStoryWorker)],
  parameters: { layout: 'fullscreen' },
};

export default preview;
