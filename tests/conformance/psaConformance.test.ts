import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { setupSandboxServer } from '../support/sandboxServer';
import { descriptorProblems } from './descriptorProblems';
import { psaFolders } from './psaFolders';
import { runPsaConformance } from './runPsaConformance';

const { sandbox, server } = setupSandboxServer();
const registry = new PsaRegistry(psaDescriptors);

describe('every PSA folder is complete and registered', () => {
  it.each(psaFolders().map((f) => [f.where, f]))('%s', (_where, folder) => {
    const problems =
      folder.candidates.length === 0
        ? [`${folder.where}: exports no descriptor (export const <name>Psa: PsaDescriptor = {...}).`]
        : folder.candidates.flatMap((candidate) => descriptorProblems(folder.where, candidate));
    for (const candidate of folder.candidates) {
      if (!psaDescriptors.includes(candidate as never))
        problems.push(`${folder.where}: has no line in adapters/psa/registry.ts.`);
    }
    expect(problems).toEqual([]);
  });

  it('slugs, types, type numbers and external entry names are each used once', () => {
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(psaDescriptors.map((d) => d.slug.toLowerCase()))).toEqual([]);
    expect(dupes(psaDescriptors.map((d) => d.type))).toEqual([]);
    expect(dupes(psaDescriptors.map((d) => String(d.typeNumber)))).toEqual([]);
    expect(dupes(psaDescriptors.flatMap((d) => [...d.entryNames]))).toEqual([]);
    expect(dupes(psaDescriptors.map((d) => d.sandbox.psaIdSuffix))).toEqual([]);
  });

  it("the sandbox seeds every PSA with ids of its own (its firstTicket blocks do not overlap another's)", () => {
    const { world } = sandbox.state;
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(world.tickets.map((t) => t.id))).toEqual([]);
    expect(new Set(world.psas.map((p) => p.type))).toEqual(new Set(psaDescriptors.map((d) => d.type)));
  });
});

for (const descriptor of psaDescriptors) {
  runPsaConformance(descriptor, { registry, sandbox: () => sandbox, server });
}
