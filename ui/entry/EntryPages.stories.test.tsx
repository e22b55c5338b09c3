import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './EntryPages.stories';

playStoriesOf(stories);
