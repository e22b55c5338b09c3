import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './VerificationPanel.stories';

playStoriesOf(stories);
