// The text layer of a PDF, page by page and line by line, as a reader's copy would give it: run as a script on the
// lockfile's Node (unpdf is an ES module; the jest worker stays CommonJS). Prints JSON: string[][] (pages of lines).
//   node tests/support/pdfText.mjs file.pdf
import { readFile } from 'node:fs/promises';
import { getDocumentProxy } from 'unpdf';

/** Items closer than this (pt) on one line are one run of text (a kerned word is split into items). */
const SAME_RUN_GAP = 0.8;

const doc = await getDocumentProxy(new Uint8Array(await readFile(process.argv[2])));
const pages = [];
for (let number = 1; number <= doc.numPages; number++) {
  const { items } = await (await doc.getPage(number)).getTextContent();
  const lines = new Map();
  for (const item of items) {
    if (!item.str) continue;
    const y = Math.round(item.transform[5]);
    if (!lines.has(y)) lines.set(y, []);
    lines.get(y).push({ x: item.transform[4], width: item.width, str: item.str });
  }
  pages.push(
    [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, runs]) => {
        runs.sort((a, b) => a.x - b.x);
        let text = '';
        let end = -Infinity;
        for (const run of runs) {
          text += run.x - end > SAME_RUN_GAP && text ? ` ${run.str}` : run.str;
          end = run.x + run.width;
        }
        return text.replace(/\s+/g, ' ').trim();
      })
      .filter(Boolean),
  );
}
process.stdout.write(JSON.stringify(pages));
