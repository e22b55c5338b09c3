// What every file of the jsdom project gets: the Node files' setup, then, under a window, jest-dom's
// matchers, testing-library's patience and the browser APIs jsdom lacks. A file that asks for Node
// (`@jest-environment node`: the realtime clients over real sockets, stores that touch no DOM) has no
// window and loads none of those (testing-library and jest-dom are about a second of CPU per file).
import './node.setup';

if (typeof window !== 'undefined') {
  // Required, not imported: an import would load them in Node files too.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./domSetup');
}
