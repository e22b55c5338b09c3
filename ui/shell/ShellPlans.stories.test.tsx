import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './ShellPlans.stories';

playStoriesOf(stories);
