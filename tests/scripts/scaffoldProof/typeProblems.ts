import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The project's files as parsed by the last check, and that check's program: a second check in the same
 * process (the broken template's) parses only what the scaffolds wrote.
 */
const parsedFromDisk = new Map<string, ts.SourceFile>();
let previous: ts.Program | undefined;

/**
 * Type-checks the given files as if they stood in the tree at `root` (new files and whole new texts of
 * existing ones, by path in the repository), against the project's tsconfig.json and the rest of the tree
 * as it is on disk; nothing is written. Reports the problems of those files only: what they import from
 * the project is read for its types, not checked again (npm test's type-check does that).
 */
export function typeProblems(root: string, overlay: ReadonlyMap<string, string>): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: true,
    incremental: false,
    tsBuildInfoFile: undefined,
  };
  const texts = new Map([...overlay].map(([path, text]) => [join(root, path), text]));
  const folders = new Set([...texts.keys()].flatMap((file) => ancestors(dirname(file))));

  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.fileExists = (file) => texts.has(resolve(file)) || fileExists.call(host, file);
  host.readFile = (file) => texts.get(resolve(file)) ?? readFile.call(host, file);
  host.directoryExists = (dir) =>
    folders.has(resolve(dir)) || (directoryExists?.call(host, dir) ?? ts.sys.directoryExists(dir));
  host.getSourceFile = (file, language, onError, fresh) => {
    const text = texts.get(resolve(file));
    if (text !== undefined) return ts.createSourceFile(file, text, language, true);
    const key = resolve(file);
    const parsed = parsedFromDisk.get(key) ?? getSourceFile.call(host, file, language, onError, fresh);
    if (parsed) parsedFromDisk.set(key, parsed);
    return parsed;
  };

  const rootNames = [...texts.keys()].filter((file) => /\.tsx?$/.test(file));
  const program = ts.createProgram({ rootNames, options, host, oldProgram: previous });
  previous = program;
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...rootNames.flatMap((file) => {
      const source = program.getSourceFile(file)!;
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    }),
  ];
  return diagnostics.map((diagnostic) =>
    ts
      .formatDiagnostic(diagnostic, {
        getCanonicalFileName: (file) => file,
        getCurrentDirectory: () => root,
        getNewLine: () => '\n',
      })
      .trim(),
  );
}

function ancestors(dir: string): string[] {
  const parent = dirname(dir);
  return parent === dir ? [dir] : [dir, ...ancestors(parent)];
}
