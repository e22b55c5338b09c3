import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './BlockedStorageNotice.stories';

playStoriesOf(stories);
