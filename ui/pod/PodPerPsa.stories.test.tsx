import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './PodPerPsa.stories';

playStoriesOf(stories);
