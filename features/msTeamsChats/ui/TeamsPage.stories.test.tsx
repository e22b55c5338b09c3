import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './TeamsPage.stories';

playStoriesOf(stories);
