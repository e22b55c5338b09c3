import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './__Name__Page.stories';

playStoriesOf(stories);
