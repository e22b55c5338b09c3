import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './ToastStack.stories';

playStoriesOf(stories);
