import axe from 'axe-core';
import { axeProblems, JSDOM_AXE_OPTIONS } from './axeInJsdom';

/** The style axe-core leaves in the head after its first run in jsdom. */
const AXE_LEFTOVER = '<style>* { pointer-events: all }</style>';

/** A class list without the dark theme's class. */
const themeless = (names: string) =>
  names
    .split(/\s+/)
    .filter((name) => name && name !== 'bp6-dark')
    .join(' ');

/**
 * The page as axe reads it in jsdom, with what cannot change its answer taken out:
 * - the style axe itself leaves in the head after its first run;
 * - the theme (the dark class, `color-scheme`): jsdom loads no stylesheet, so a class changes no style axe
 *   reads, and colour contrast (the one rule that reads painted colours) is off in jsdom (axeInJsdom.ts);
 * - the story frame's size (320 or 1280 px): jsdom lays nothing out;
 * - the digits of texts and of moments (`datetime`, and the `title` that spells it out): stories read the
 *   clock and draw numbers ("choose 48"); axe asks whether such a text is there, never what its digits are;
 * - React's generated ids (`«r1»`, `:r1:`), renamed in order of first use, so every reference between
 *   them (label for, aria-labelledby) keeps its shape and two ids that clash still clash.
 * The same story at 320 and 1280 px, light and dark, is then one page: a story whose page differs in
 * anything else (a narrow layout, a string, an attribute) is a page of its own.
 */
export function pageAsAxeReadsIt(document: Document): string {
  const renamed = new Map<string, string>();
  const renameId = (id: string) => {
    if (!renamed.has(id)) renamed.set(id, `id${renamed.size}`);
    return renamed.get(id)!;
  };
  return document.documentElement.outerHTML
    .replace(AXE_LEFTOVER, '')
    .replace(/ class="([^"]*)"/g, (_all, names: string) => ` class="${themeless(names)}"`)
    .replace(/color-scheme: (dark|light);/g, '')
    .replace(/<div( style="[^"]*")? data-testid="story-frame">/g, '<div data-testid="story-frame">')
    .replace(/>[^<]+</g, (text) => text.replace(/\d/g, '0'))
    .replace(/ (datetime|title)="[^"]*"/g, (attribute) => attribute.replace(/\d/g, '0'))
    .replace(/[«:]r[0-9a-z]+[»:]/g, renameId);
}

/**
 * axe-core's serious and critical problems on the page, run once for each distinct page of a test file:
 * axe's answer in jsdom depends on nothing but the page, so a story whose page another story of the
 * file already showed gets that answer again instead of a second run (axe is about half a story's time).
 */
export function axeOncePerPage(): (document: Document) => Promise<string[]> {
  const answers = new Map<string, string[]>();
  return async (document) => {
    const page = pageAsAxeReadsIt(document);
    const known = answers.get(page);
    if (known) return known;
    const problems = axeProblems((await axe.run(document, JSDOM_AXE_OPTIONS)).violations);
    answers.set(page, problems);
    return problems;
  };
}
