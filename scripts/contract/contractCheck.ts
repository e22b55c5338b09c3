// `npm run contract:check -- --api <url> --token <bearer> [--user ...] [--psa ...] [--psa-id ...]
// [--ticket ...] [--contact ...] [--project-ticket ...] [--write]`: calls every safe GET the SPA makes
// against a live API with that session, checks each answer against contract/openapi.yaml and prints
// one row per call. Exit 0 when every answer fits, 1 on any mismatch, 2 when the API cannot be reached
// (or refuses the token). docs/backend-contract.md says how a backend team runs it in CI.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Contract } from '@contract/tools/Contract';
import { readContractDocuments } from '@contract/tools/contractDocuments';
import { planCalls } from '@contract/tools/checkPlan';
import type { Row, Run } from './callOnce';
import { callPlan } from './callPlan';
import { given, OPTIONS, USAGE } from './checkOptions';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: OPTIONS });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.api || !values.token) {
    console.error(`--api and --token are required.\n\n${USAGE}`);
    return 2;
  }
  const api = values.api.replace(/\/+$/, '');
  const contract = new Contract(readContractDocuments(fileURLToPath(new URL('../../contract', import.meta.url))));
  const knownPsas = new Set(contract.operations.flatMap((o) => o.operation['x-psa'] ?? []));
  if (values.psa && !knownPsas.has(values.psa)) {
    console.error(`--psa ${values.psa} is not a PSA type of the contract (${[...knownPsas].join(', ')}).`);
    return 2;
  }

  const plan = planCalls(contract.operations, { psa: values.psa ?? null, write: values.write });
  const run: Run = {
    contract,
    api,
    token: values.token,
    timeoutMs: Number(values.timeout),
    context: given(values),
    links: new Map(),
  };
  const { rows, reached, refused, secured } = await callPlan(plan, run);
  if (!reached) {
    console.error(`Cannot reach ${api}: no call got an answer.`);
    return 2;
  }
  print(plan.map((p) => rows.get(p.operation)!));
  if (secured > 0 && refused === secured) {
    console.error(
      'The API refused the token on every call that needs one (401): sign in again and pass the new token.',
    );
    return 2;
  }
  return [...rows.values()].some((r) => r.outcome === 'failed') ? 1 : 0;
}

function print(rows: Row[]): void {
  const shown = rows.filter((r) => !r.hidden);
  const width = Math.max(...shown.map((r) => r.label.length));
  for (const row of shown) console.log(`${row.label.padEnd(width)}  ${row.status.padEnd(4)}  ${row.result}`);
  const count = (outcome: Row['outcome']) => rows.filter((r) => r.outcome === outcome).length;
  const hidden = rows.length - shown.length;
  const skipped = count('skipped')
    ? `, ${count('skipped')} skipped${hidden ? ` (${hidden} of other PSAs, not listed)` : ''}`
    : '';
  console.log(`\n${count('passed')} passed, ${count('failed')} failed${skipped}`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
