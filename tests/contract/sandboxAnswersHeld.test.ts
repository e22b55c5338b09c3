import { tapAnswers } from '@sandbox/contract/answerTaps';
import { createSandbox } from '@sandbox/contract/createSandboxApp';
import { answerProblems } from '../setup/contractAnswers';
import { contractUnderTest } from './support/contractUnderTest';

/*
 * The layer that holds every sandbox answer in the test suites to the contract
 * (tests/setup/contractAnswers.ts): it sees the sandbox's answers, and it names the operation and the
 * field of an answer the document does not allow.
 */

const contract = contractUnderTest();
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const asked = (method: string, path: string) => ({ method, url: `http://localhost/api${path}` });

describe('sandbox answers held to the contract', () => {
  it('sees every answer of the sandbox', async () => {
    const seen: string[] = [];
    const untap = tapAnswers(
      (request, response) => void seen.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`),
    );
    await createSandbox().fetch(new Request('http://localhost/api/PricePlan'));
    untap();
    expect(seen).toEqual(['GET /api/PricePlan 401']);
  });

  it('passes an answer the document allows', async () => {
    expect(
      await answerProblems(
        contract,
        asked('GET', '/PricePlan'),
        json([{ id: 'plan-pro', name: 'Pro', basePriceCents: 4900 }]),
      ),
    ).toEqual([]);
  });

  it('names the operation and the field of a body the document does not allow', async () => {
    const record = {
      TicketId: '1001',
      TicketNumber: 'T1001',
      ContactId: 'c1',
      CompanyId: 'co1',
      CompanyName: 'Contoso',
      ContactName: 'Ann',
      ContactInitials: 'A',
      ContactPhone: null,
      ContactEmail: 42,
    };
    expect(await answerProblems(contract, asked('GET', '/ConnectwisePod/acme-cw/ticket/1001'), json(record))).toEqual([
      'getConnectWiseTicket (GET /api/ConnectwisePod/acme-cw/ticket/1001) -> 200: ContactEmail: expected string or null, got number',
    ]);
  });

  it('names a missing table count header', async () => {
    expect(await answerProblems(contract, asked('GET', '/VerifiedPsaTechBySms'), json([]))).toEqual([
      'listTechVerificationHistory (GET /api/VerifiedPsaTechBySms) -> 200: header x-total-count: expected string, got nothing',
    ]);
  });

  it('holds failures to the error body', async () => {
    expect(await answerProblems(contract, asked('GET', '/PricePlan'), json({ error: 'no' }, 500))).toEqual([
      'listPricePlans (GET /api/PricePlan) -> 500: message: expected string, got nothing',
    ]);
  });

  it('names an answer to a path the contract does not have, but not the sandbox refusing one', async () => {
    expect(await answerProblems(contract, asked('GET', '/Nowhere'), json([]))).toEqual([
      'GET /api/Nowhere -> 200: the contract has no such operation',
    ]);
    expect(
      await answerProblems(
        contract,
        asked('GET', '/Nowhere'),
        json({ message: 'The sandbox has no GET /api/Nowhere.' }, 404),
      ),
    ).toEqual([]);
  });
});
