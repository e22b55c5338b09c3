import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './Kit.stories';

playStoriesOf(stories);
