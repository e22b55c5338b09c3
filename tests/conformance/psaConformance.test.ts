import { psaDescriptors } from '../../adapters/psa/registry';
import { PsaRegistry } from '../../core/psa/PsaRegistry';
import { setupSandboxServer } from '../support/sandboxServer';
import { descriptorProblems } from './descriptorProblems';
import { psaFolders } from './psaFolders';
import { runPsaConformance } from './runPsaConformance';

const { sandbox, server } = setupSandboxServer();
const registry = new PsaRegistry(psaDescriptors);

describe('every PSA folder is complete and registered', () => {
  it.each(psaFolders().map((f) => [f.where, f]))('%s', (_where, folder) => {
    const problems = folder.candidates.length === 0
      ? [`${folder.where}: exports no descriptor (export const <name>Psa: PsaDescriptor = {...}).`]
      : folder.candidates.flatMap((candidate) => descriptorProblems(folder.where, candidate));
    for (const candidate of folder.candidates) {
      if (!psaDescriptors.includes(candidate as never)) problems.push(`${folder.where}: has no line in adapters/psa/registry.ts.`);
    }
    expect(problems).toEqual([]);
  });

  it('slugs, types, type numbers and external entry names are each used once', () => {
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(psaDescriptors.map((d) => d.slug.toLowerCase()))).toEqual([]);
    expect(dupes(psaDescriptors.map((d) => d.type))).toEqual([]);
    expect(dupes(psaDescriptors.map((d) => String(d.typeNumber)))).toEqual([]);
    expect(dupes(psaDescriptors.flatMap((d) => [...d.entryNames]))).toEqual([]);
  });
});

for (const descriptor of psaDescriptors) {
  runPsaConformance(descriptor, { registry, sandbox: () => sandbox, server });
}
