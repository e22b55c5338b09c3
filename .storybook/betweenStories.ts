import type { Container } from 'inversify';
import { asServiceLocator } from '../app/typedContainer';
import { RealtimeHubToken } from '../core/realtime/RealtimeHub';
import { resetStorySandbox } from './storySandbox';

const containersOfThisStory: Container[] = [];

/** A story's app container, remembered so that leaving the story stops what outlives its React tree. */
export function ownedByStory(container: Container): Container {
  containersOfThisStory.push(container);
  return container;
}

/**
 * Storybook renders the next story in the same page (in the sidebar and in the story test alike), so
 * what one story leaves outside its own React tree is cleared when it is left: its containers' hubs
 * (the real hub keeps retrying while the page is open, and its 'Connection in progress.' toast showed
 * up in the next story), the sandbox's data, the session in storage, and the toasters' stack, whose
 * toasts are separate React roots on <body> that outlive the story.
 */
export function leaveNothingBehind(): () => Promise<void> {
  return async () => {
    const containers = containersOfThisStory.splice(0);
    await Promise.all(containers.map((container) => (container.isBound(RealtimeHubToken) ? asServiceLocator(container).get(RealtimeHubToken).stop() : undefined)));
    resetStorySandbox();
    localStorage.clear();
    sessionStorage.clear();
    document.querySelector('.app-toast-stack')?.remove();
  };
}
