import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './LoginPage.stories';

playStoriesOf(stories);
