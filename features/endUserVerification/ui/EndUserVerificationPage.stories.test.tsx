import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './EndUserVerificationPage.stories';

playStoriesOf(stories);
