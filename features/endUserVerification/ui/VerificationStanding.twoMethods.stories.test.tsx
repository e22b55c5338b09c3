import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './VerificationStanding.twoMethods.stories';

playStoriesOf(stories);
