import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './VerificationReportPage.stories';

playStoriesOf(stories);
