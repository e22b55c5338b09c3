import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './VerificationStanding.stories';

playStoriesOf(stories);
