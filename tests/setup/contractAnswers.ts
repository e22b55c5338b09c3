import { resolve } from 'node:path';
import { tapAnswers } from '@sandbox/contract/answerTaps';
import { SANDBOX_API_PREFIX } from '@sandbox/contract/sandboxPaths';
import type { Contract } from '@contract/tools/Contract';

/*
 * Every answer the sandbox gives in a test, held to the contract (contract/openapi.yaml): an answer
 * whose status, headers or body the document does not allow fails the test that caused it, naming the
 * operation and the field. Tests that answer wrong shapes on purpose do it with their own MSW
 * handlers in front of the sandbox, so their answers never reach it.
 */

let contract: Promise<Contract> | null = null;
const pending: Array<Promise<void>> = [];
const broken: string[] = [];

/** Loaded on the first sandbox answer: files that never call the sandbox pay nothing. */
function loadContract(): Promise<Contract> {
  contract ??= Promise.all([import('@contract/tools/Contract'), import('@contract/tools/contractDocuments')]).then(
    ([{ Contract }, { readContractDocuments }]) =>
      new Contract(readContractDocuments(resolve(__dirname, '../../contract'))),
  );
  return contract;
}

/** What is wrong with one sandbox answer, each line naming the operation and the field (none: an empty list). */
export async function answerProblems(
  contract: Contract,
  request: { method: string; url: string },
  response: Response,
): Promise<string[]> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${SANDBOX_API_PREFIX}/`) || request.method === 'OPTIONS' || request.method === 'HEAD')
    return [];
  const found = contract.index.find(request.method, pathname.slice(SANDBOX_API_PREFIX.length));
  const asked = `${request.method} ${pathname}`;
  if (!found) {
    // The sandbox's own "no such path" (404) and the bearer check in front of it (401) are not answers of an operation.
    return response.status === 404 || response.status === 401
      ? []
      : [`${asked} -> ${response.status}: the contract has no such operation`];
  }
  const where = `${found.operation.id} (${asked}) -> ${response.status}`;
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      return [`${where}: the body is not JSON`];
    }
  }
  return contract
    .checkAnswer(found.operation, { status: response.status, headers: response.headers, body })
    .map((problem) => `${where}: ${problem}`);
}

async function judge(request: { method: string; url: string }, response: Response): Promise<void> {
  if (!new URL(request.url).pathname.startsWith(`${SANDBOX_API_PREFIX}/`)) return;
  broken.push(...(await answerProblems(await loadContract(), request, response)));
}

/** Installs the check for the whole test file (jest.setup.ts calls it once). */
export function holdSandboxAnswersToTheContract(): void {
  const untap = tapAnswers((request, response) => void pending.push(judge(request, response)));
  afterEach(async () => {
    await Promise.all(pending.splice(0));
    const problems = broken.splice(0);
    if (problems.length > 0) {
      throw new Error(
        `The sandbox answered outside the contract (contract/openapi.yaml):\n${problems.map((p) => `  ${p}`).join('\n')}`,
      );
    }
  });
  afterAll(untap);
}
