import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './ExternalLoginPage.stories';

playStoriesOf(stories);
