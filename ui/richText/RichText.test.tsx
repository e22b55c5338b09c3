import { render } from '@testing-library/react';
import { RichText } from './RichText';

function rendered(text: string): HTMLElement {
  return render(<RichText text={text} />).container.firstElementChild as HTMLElement;
}

/** Every attribute of every element under root, as name=value. */
function attributesOf(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => `${el.tagName.toLowerCase()}[${a.name}=${a.value}]`),
  );
}

describe('RichText: untrusted policy text with simple formatting', () => {
  it('keeps bold, italic, paragraphs and lists as elements, not as tags in the text', () => {
    const root = rendered(
      '<p>Verify every caller. <b>Never</b> read codes <i>aloud</i>.</p><ul>\n<li>SMS first</li>\n<li>Then <strong>email</strong></li>\n</ul>',
    );
    expect(root.textContent).toBe('Verify every caller. Never read codes aloud.SMS firstThen email');
    expect(root.querySelector('b')).toHaveTextContent('Never');
    expect(root.querySelector('i')).toHaveTextContent('aloud');
    expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['SMS first', 'Then email']);
    expect(root.textContent).not.toContain('<');
  });

  it('opens links in a new tab without opener or referrer; only http(s) and mailto links stay links', () => {
    const root = rendered(
      'See <a href="https://kb.example/policy" target="_self" onclick="steal()">the policy</a> or <a href="mailto:sec@example.com">security</a>.',
    );
    const links = [...root.querySelectorAll('a')];
    expect(
      links.map((a) => [
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
        a.getAttribute('onclick'),
      ]),
    ).toEqual([
      ['https://kb.example/policy', '_blank', 'noopener noreferrer', null],
      ['mailto:sec@example.com', '_blank', 'noopener noreferrer', null],
    ]);
  });

  it.each([
    ['a script element', '<script>window.__pwned = 1</script>Policy'],
    ['an image with onerror', '<img src=x onerror="window.__pwned = 1">Policy'],
    ['a javascript: link', '<a href="javascript:window.__pwned=1">Policy</a>'],
    ['an encoded javascript: link', '<a href="jav&#x09;ascript:window.__pwned=1">Policy</a>'],
    ['an svg with onload', '<svg onload="window.__pwned = 1"><circle /></svg>Policy'],
    ['an iframe', '<iframe src="https://evil.example" srcdoc="<script>window.__pwned=1</script>"></iframe>Policy'],
    [
      'a style attribute and element',
      '<style>body{display:none}</style><b style="background:url(javascript:alert(1))">Policy</b>',
    ],
    ['a form', '<form action="https://evil.example"><input name="code"><button>Send</button></form>Policy'],
    ['a data: link', '<a href="data:text/html,<script>window.__pwned=1</script>">Policy</a>'],
    ['mutation XSS through noscript', '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">Policy'],
    ['an event handler on an allowed tag', '<p onmouseover="window.__pwned=1">Policy</p>'],
  ])('%s: nothing live survives', (_name, markup) => {
    const root = rendered(markup);
    expect(
      root.querySelectorAll('script, img, svg, iframe, style, form, input, button, noscript, object, embed'),
    ).toHaveLength(0);
    const attributes = attributesOf(root);
    expect(attributes.filter((a) => /\[on|\[style=|\[src=|javascript:|data:/i.test(a))).toEqual([]);
    // Only the rich-text subset remains, and any link left is a safe one.
    for (const el of root.querySelectorAll('*'))
      expect(['b', 'strong', 'i', 'em', 'u', 'a', 'p', 'br', 'ul', 'ol', 'li', 'span']).toContain(
        el.tagName.toLowerCase(),
      );
    for (const a of root.querySelectorAll('a')) expect(a.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('plain text keeps its line breaks and shows angle brackets that are not tags as text', () => {
    const root = rendered('Rule 1: verify.\nRule 2: 3 < 5 and 7 > 2.');
    expect(root.textContent).toBe('Rule 1: verify.\nRule 2: 3 < 5 and 7 > 2.');
  });
});
