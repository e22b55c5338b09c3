// ESLint's API over texts at their paths in the repository, outside jest (ESLint loads its flat config with a
// dynamic import, which jest's module sandbox refuses). Reads {"<path>": "<text>", …} on stdin; prints one
// "path:line rule message" per problem as a JSON array on stdout.
import { ESLint } from 'eslint';
import { join } from 'node:path';

const root = process.argv[2];
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: root });
const problems = [];
for (const [path, text] of Object.entries(JSON.parse(input))) {
  const [result] = await eslint.lintText(text, { filePath: join(root, path) });
  for (const message of result?.messages ?? [])
    problems.push(`${path}:${message.line} ${message.ruleId ?? 'parse'} ${message.message}`);
}
process.stdout.write(JSON.stringify(problems));
