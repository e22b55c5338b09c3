import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ONLY_STORY_FILES } from './browserStoryTag';

const ROOT = resolve(__dirname, '../..');
const storyFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.stories.tsx'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => path && existsSync(resolve(ROOT, path)));

describe('every story file is played', () => {
  it.each(storyFiles.map((path) => [path]))('%s has its jsdom test beside it, or plays in Chromium only', (path) => {
    const test = path.replace(/\.stories\.tsx$/, '.stories.test.tsx');
    const chromiumOnly = CHROMIUM_ONLY_STORY_FILES.includes(path);
    expect({ path, hasTest: existsSync(resolve(ROOT, test)), chromiumOnly }).toEqual({
      path,
      hasTest: !chromiumOnly,
      chromiumOnly,
    });
  });
});
