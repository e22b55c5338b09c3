import { resetStorySandbox } from './storySandbox';

/**
 * Storybook renders the next story in the same page (in the sidebar and in the story test alike), so
 * what one story leaves outside its own React tree is cleared when it is left: the sandbox's data,
 * the session in storage, and the toasters' stack, whose toasts are separate React roots on <body>
 * that outlive the story.
 */
export function leaveNothingBehind(): () => void {
  return () => {
    resetStorySandbox();
    localStorage.clear();
    sessionStorage.clear();
    document.querySelector('.app-toast-stack')?.remove();
  };
}
