import type { Result, RunOptions } from 'axe-core';

/**
 * axe-core in jsdom: every rule except those that need a rendered page (colour contrast reads the
 * painted colours behind each text; jsdom paints nothing). Chromium checks those on the stories it plays
 * (tests/e2e/stories.e2e.test.ts).
 */
export const JSDOM_AXE_OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  rules: { 'color-contrast': { enabled: false }, 'color-contrast-enhanced': { enabled: false } },
};

/** Serious and critical violations, each naming its elements: a failure seen once must say what to look at. */
export function axeProblems(violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => `${String(n.target)} ${n.html.slice(0, 120)}`).join('; ')}`,
    );
}
