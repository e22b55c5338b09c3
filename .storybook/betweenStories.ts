import type { Container } from 'inversify';
import type { HostEnvironment } from '@app/container';
import { stopHubOf } from '@app/stopHubOf';
import { ClockToken } from '@core/time/Clock';
import { BlueprintNotifier } from '@ui/toasts/BlueprintNotifier';
import { clockOfThisStory, forgetStoryClocks } from './storyClock';
import { resetStorySandbox } from './storySandbox';

/** What leaving the current story must do, registered by the parts of it that outlive its React tree. */
const onLeavingThisStory: Array<() => void | Promise<void>> = [];

/**
 * A story's app container, remembered so that leaving the story stops what outlives its React tree. Its
 * clock is the story's (storyClock.ts): real time, with polls a play can run at once.
 */
export function ownedByStory(container: Container): Container {
  container.rebind(ClockToken).toConstantValue(clockOfThisStory());
  onLeavingThisStory.push(() => stopHubOf(container), forgetStoryClocks);
  return container;
}

/**
 * The page's storage as one story's app sees it. A left app can still get answers to requests it had
 * open, and a 401 from the fresh sandbox (which never issued the old token) makes it clear the session:
 * from the shared storage, that cleared the next story's session, which then opened at sign-in (seen once
 * in 5 loaded runs, Shell/Plans / Pro Narrow 320). Once its story is left, the app sees empty storage and
 * its writes go nowhere.
 */
export function storageOfThisStory(page: Storage): Storage {
  let left = false;
  onLeavingThisStory.push(() => {
    left = true;
  });
  return {
    get length() {
      return left ? 0 : page.length;
    },
    key: (index) => (left ? null : page.key(index)),
    getItem: (key) => (left ? null : page.getItem(key)),
    setItem: (key, value) => (left ? undefined : page.setItem(key, value)),
    removeItem: (key) => (left ? undefined : page.removeItem(key)),
    clear: () => (left ? undefined : page.clear()),
  };
}

/** The browser around a story's app: this story's view of storage, and no real navigation away. */
export function storyHost(): HostEnvironment {
  return {
    localStorage: storageOfThisStory(window.localStorage),
    sessionStorage: storageOfThisStory(window.sessionStorage),
    location: { replace: (url: string) => console.warn(`[story] would leave for ${url}`) },
    matchMedia: (query) => window.matchMedia(query),
    notifier: new BlueprintNotifier(),
  };
}

/**
 * Storybook renders the next story in the same page (in the sidebar and in the story test alike), so
 * what one story leaves outside its own React tree is cleared when it is left: its containers' hubs
 * (the real hub keeps retrying while the page is open, and its 'Connection in progress.' toast showed
 * up in the next story), its apps' hold on storage, the sandbox's data, the session in storage, and the
 * toasters' stack, whose toasts are separate React roots on <body> that outlive the story.
 */
export function leaveNothingBehind(): () => Promise<void> {
  return async () => {
    await Promise.all(onLeavingThisStory.splice(0).map((leave) => leave()));
    resetStorySandbox();
    localStorage.clear();
    sessionStorage.clear();
    document.querySelector('.app-toast-stack')?.remove();
  };
}
