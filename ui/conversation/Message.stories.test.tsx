import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './Message.stories';

playStoriesOf(stories);
