/**
 * The tag of a story whose play function measures what only a layout engine has (sizes and positions at
 * 320 px, overflow, scrolling): it plays in Chromium (tests/e2e/stories.e2e.test.ts), every other story
 * in jsdom (tests/storybook/playStories.tsx).
 */
export const BROWSER_STORY_TAG = 'browser';

/** Story files whose every story is tagged `browser`: they have no jsdom test beside them. */
export const CHROMIUM_ONLY_STORY_FILES: readonly string[] = [
  'ui/conversation/Message.stories.tsx',
  'ui/toasts/ToastStack.stories.tsx',
];
