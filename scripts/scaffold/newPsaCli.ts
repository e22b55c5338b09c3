import { createInterface } from 'node:readline/promises';
import { HTTPS_HOST_SOURCE_HINT, isHttpsHostSource } from '@core/psa/frameHostSource';
import { planPsa, type PsaFrameOptions } from './newPsa';
import { psaArguments } from './psaArguments';
import { runScaffold } from './runScaffold';

/**
 * Asks a person at a terminal where the PSA's pods are framed; an empty answer leaves the descriptor's marked
 * placeholder (the conformance kit fails until it is filled in).
 */
async function askFrameHosts(name: string, folder: string): Promise<PsaFrameOptions> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      const answer = await terminal.question(
        `Which hosts show ${name}'s pages, where its pods are framed? e.g. https://*.${folder}.com ` +
          '(several: spaces between; empty: fill in later): ',
      );
      const hosts = answer.split(/[\s,]+/).filter(Boolean);
      const bad = hosts.filter((host) => !isHttpsHostSource(host));
      if (bad.length > 0) {
        console.log(`${bad.join(', ')}: not an https host source; ${HTTPS_HOST_SOURCE_HINT}.`);
        continue;
      }
      const onPremise = /^y(es)?$/i.test(
        (await terminal.question(`Do tenants also run ${name} on servers of their own? (y/N) `)).trim(),
      );
      return { frameHosts: hosts, onPremise };
    }
  } finally {
    terminal.close();
  }
}

/** npm run new:psa -- "Acme Desk" [--frame-host https://*.acmedesk.com ...] [--on-premise] */
void runScaffold(async (files) => {
  const { name, frameHosts, onPremise } = psaArguments(process.argv.slice(2));
  // Refusals (a taken name, a bad host) come before any question.
  const plan = planPsa(files, name, { frameHosts, onPremise });
  if (frameHosts.length > 0 || onPremise || !process.stdin.isTTY) return plan;
  const folder = plan.creates[0]!.path.split('/')[2]!;
  return planPsa(files, name, await askFrameHosts(name.trim(), folder));
});
