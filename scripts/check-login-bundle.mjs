// Fails when a library that must load on demand is in the sign-in route: MSAL, Pusher, SignalR, DOMPurify
// (only the pod's policies banner sanitizes), and Inversify with reflect-metadata (the sign-in page runs on the
// start-up services; the container loads with the first route that needs it: app/deferredContainer.ts).
import { readFileSync } from 'node:fs';
import { loginRouteFiles } from './loginRouteFiles.mjs';

const LAZY_ONLY = [
  /@azure\/msal-/,
  /pusher-js/,
  /@microsoft\/signalr/,
  /dompurify/,
  /node_modules\/(inversify|@inversifyjs)\//,
  /reflect-metadata/,
];
const report = JSON.parse(readFileSync('dist/.vite/chunk-modules.json', 'utf8'));
const offenders = [];
for (const file of loginRouteFiles()) {
  const modules = report[file.replace(/^dist\//, '')] ?? [];
  for (const id of modules) if (LAZY_ONLY.some((pattern) => pattern.test(id))) offenders.push(`${file}: ${id}`);
}
if (offenders.length) {
  console.error('These must load on demand, not with the sign-in route:\n' + offenders.slice(0, 20).join('\n'));
  process.exit(1);
}
console.log(
  `Sign-in route: ${loginRouteFiles().length} file(s), none of MSAL, Pusher, SignalR, DOMPurify, Inversify or reflect-metadata.`,
);
