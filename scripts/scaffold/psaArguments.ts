import { ScaffoldRefused } from './ScaffoldPlan';

/** What `npm run new:psa -- "Acme Desk" [--frame-host https://*.acmedesk.com ...] [--on-premise]` asks for. */
export interface PsaArguments {
  /** The PSA's name as technicians know it (the words before and between the options). */
  name: string;
  /** The hosts whose pages show its pods (PsaDescriptor.frameHosts.cloud), one --frame-host each. */
  frameHosts: string[];
  /** Whether tenants also run it on servers of their own (PsaDescriptor.frameHosts.onPremise). */
  onPremise: boolean;
}

export function psaArguments(args: readonly string[]): PsaArguments {
  const words: string[] = [];
  const frameHosts: string[] = [];
  let onPremise = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--on-premise') onPremise = true;
    else if (arg === '--frame-host') {
      const host = args[++i];
      if (!host?.trim() || host.startsWith('--'))
        throw new ScaffoldRefused(
          "Nothing written: --frame-host needs a host after it: --frame-host 'https://*.acmedesk.com'.",
        );
      frameHosts.push(host.trim());
    } else if (arg.startsWith('--'))
      throw new ScaffoldRefused(`Nothing written: ${arg} is not an option (--frame-host <https host>, --on-premise).`);
    else words.push(arg);
  }
  return { name: words.join(' '), frameHosts, onPremise };
}
