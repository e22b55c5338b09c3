import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './VerificationPanel.teams.stories';

playStoriesOf(stories);
