import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './ShellLayout.stories';

playStoriesOf(stories);
