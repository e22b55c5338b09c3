import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './PodPage.stories';

playStoriesOf(stories);
