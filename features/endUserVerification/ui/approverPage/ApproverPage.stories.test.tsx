import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './ApproverPage.stories';

playStoriesOf(stories);
