import type { FeatureSandbox } from '@features/api/sandbox';
import { __name__ApiRoutes } from './__name__ApiRoutes';
import { __name__ConsoleRoutes, __name__ConsoleSection } from './__name__Console';

/** __title__'s part of the sandbox: its contract route, and the console's side (adding items). */
export const __name__Sandbox: FeatureSandbox = {
  id: '__id__',
  api: __name__ApiRoutes,
  console: __name__ConsoleRoutes,
  consoleSection: __name__ConsoleSection,
};
