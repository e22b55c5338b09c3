import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './ErrorScreen.stories';

playStoriesOf(stories);
