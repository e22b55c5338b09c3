import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { podEarlyCalls, podEarlyCallsJson } from '../../adapters/http/podEarlyCalls';
import { POD_BOOT_SCRIPT, POD_EARLY_CALLS_ID } from '../deploy/podBootScript';

/**
 * Starts a pod's first calls with the document: index.html carries the table of the pod's early calls
 * (adapters/http/podEarlyCalls.ts, from the PSA registry and the API's address) as a JSON block, which runs nothing
 * and so needs nothing in the policy, and the boot script that reads it (scripts/deploy/podBootScript.ts, allowed by
 * its hash in the build's policy; the dev server's allows inline scripts by 'unsafe-inline' and names no hash, which
 * would cancel it). Both go right after the charset and the <meta> policy, ahead of the stylesheets: an inline
 * script after a stylesheet waits for it to load.
 */
export function podBootPlugin(): Plugin {
  let apiUrl = '/api';
  return {
    name: 'pod-boot',
    configResolved(config) {
      // The same default and trimming as the app's config (app/config.ts).
      apiUrl = (config.env.VITE_API_URL as string | undefined) || '/api';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (basename(ctx.filename) !== 'index.html') return html;
        return withPodBoot(html, podEarlyCallsJson(podEarlyCalls(apiUrl)));
      },
    },
  };
}

/** The document with the table and the boot script right after its <meta> policy, or its charset without one. */
export function withPodBoot(html: string, tableJson: string): string {
  const anchor =
    /<meta http-equiv="Content-Security-Policy"[^>]*>/i.exec(html) ?? /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!anchor) throw new Error("index.html has no <meta charset>: the pod's boot script goes right after it.");
  const at = anchor.index + anchor[0].length;
  const tags =
    `\n    <script type="application/json" id="${POD_EARLY_CALLS_ID}">${tableJson}</script>` +
    `\n    <script>${POD_BOOT_SCRIPT}</script>`;
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
