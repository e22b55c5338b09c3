import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './ApprovalStep.stories';

playStoriesOf(stories);
