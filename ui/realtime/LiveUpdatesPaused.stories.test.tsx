import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './LiveUpdatesPaused.stories';

playStoriesOf(stories);
