import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './QuickTicketPage.stories';

playStoriesOf(stories);
