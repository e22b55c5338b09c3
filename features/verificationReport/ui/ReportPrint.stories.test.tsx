import { playStoriesOf } from '@tests/storybook/playStories';
import * as stories from './ReportPrint.stories';

playStoriesOf(stories);
