import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './TechVerificationPage.stories';

playStoriesOf(stories);
