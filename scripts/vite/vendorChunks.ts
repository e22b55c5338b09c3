/**
 * Chunks for the libraries that every page (the sign-in page included) runs on, so the main chunk
 * holds the app's own code: smaller than Vite's 500 kB notice, and cached across deploys that do not
 * upgrade a library. Only libraries loaded whole at start-up belong here: a group also takes modules
 * that lazy chunks use, which would then load with the first page. The one exception is the container:
 * only app/container.ts imports Inversify, and it loads after the sign-in page (app/deferredContainer.ts),
 * so its group is a lazy chunk of its own (`npm run size` fails if it reaches the sign-in route).
 */
const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export const vendorChunkGroups = [
  { name: 'react', test: pkg('react|react-dom|scheduler'), priority: 3 },
  { name: 'router', test: pkg('react-router|react-router-dom|cookie|set-cookie-parser'), priority: 2 },
  { name: 'http', test: pkg('axios'), priority: 1 },
  { name: 'inversify', test: pkg('inversify|@inversifyjs[\\\\/][^\\\\/]+|reflect-metadata'), priority: 1 },
];
