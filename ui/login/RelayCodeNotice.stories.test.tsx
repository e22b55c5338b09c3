import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './RelayCodeNotice.stories';

playStoriesOf(stories);
