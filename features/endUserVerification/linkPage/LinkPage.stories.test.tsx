import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './LinkPage.stories';

playStoriesOf(stories);
