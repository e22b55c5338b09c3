import axe from 'axe-core';
import { axeOncePerPage, pageAsAxeReadsIt } from './axeOncePerPage';

/** Puts `html` in the body of this test's document, as a story's canvas would be. */
function page(html: string, htmlStyle = ''): Document {
  document.documentElement.setAttribute('style', htmlStyle);
  document.documentElement.lang = 'en';
  document.title = 'Storybook';
  // Test markup of its own, parsed as a page would be (nothing untrusted).
  document.body.replaceChildren(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
  return document;
}

const frame = (width: number, inner: string, theme = '') =>
  `<div class="app-root ${theme}"><div style="width: ${width}px; border: 1px dashed;" data-testid="story-frame">${inner}</div></div>`;

describe('the page as axe reads it in jsdom', () => {
  it('is one page for a story at 320 and 1280 px, light and dark, a second apart, with other generated ids', () => {
    const light = pageAsAxeReadsIt(
      page(
        frame(
          1280,
          '<label for=":r1:">Code</label><input id=":r1:"><time datetime="2026-11-27T14:08:00Z" title="2:08:00 PM">5 min ago</time>',
        ),
        'color-scheme: light;',
      ),
    );
    const dark = pageAsAxeReadsIt(
      page(
        frame(
          320,
          '<label for=":r7:">Code</label><input id=":r7:"><time datetime="2026-11-27T14:08:02Z" title="2:08:02 PM">5 min ago</time>',
          'bp6-dark',
        ),
        'color-scheme: dark;',
      ),
    );
    expect(dark).toBe(light);
    const choose = (n: number) => pageAsAxeReadsIt(page(frame(320, `<p>Ask Bob to choose <strong>${n}</strong></p>`)));
    expect(choose(48)).toBe(choose(88));
  });

  it('tells apart pages that differ in a word, an attribute, or ids that clash', () => {
    const of = (inner: string) => pageAsAxeReadsIt(page(frame(320, inner)));
    const labelled = of('<label for=":r1:">Code</label><input id=":r1:"><input id=":r2:">');
    expect(of('<label for=":r1:">Code</label><input id=":r1:"><input id=":r1:">')).not.toBe(labelled);
    expect(of('<label for=":r1:">Name</label><input id=":r1:"><input id=":r2:">')).not.toBe(labelled);
    expect(of('<label for=":r1:">Code</label><input id=":r1:" aria-hidden="true"><input id=":r2:">')).not.toBe(
      labelled,
    );
    expect(of('<label>Code</label><time>5 min ago</time>')).not.toBe(
      of('<label>Code</label><time title="">5 min ago</time>'),
    );
  });
});

describe('axe once per page', () => {
  it("answers a page it has seen with that page's problems, and runs axe on a page it has not", async () => {
    const runs = jest.spyOn(axe, 'run');
    const problemsOf = axeOncePerPage();
    expect(await problemsOf(page(frame(1280, '<button type="button">Send</button>')))).toEqual([]);
    expect(await problemsOf(page(frame(320, '<button type="button">Send</button>', 'bp6-dark')))).toEqual([]);
    const unnamed = await problemsOf(page(frame(320, '<button type="button"></button>')));
    expect(unnamed).toEqual([expect.stringMatching(/^button-name \(1\)/)]);
    expect(runs).toHaveBeenCalledTimes(2);
    runs.mockRestore();
  });
});
