import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './SmsPage.stories';

playStoriesOf(stories);
