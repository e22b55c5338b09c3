import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './ChatsPage.stories';

playStoriesOf(stories);
