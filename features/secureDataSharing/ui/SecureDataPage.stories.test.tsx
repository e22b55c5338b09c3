import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './SecureDataPage.stories';

playStoriesOf(stories);
