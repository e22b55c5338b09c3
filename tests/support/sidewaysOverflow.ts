/**
 * What makes a page scroll sideways, measured in the page (pass it to `page.evaluate` of Playwright or Puppeteer: it
 * uses nothing outside itself). A story's fixed-width frame (`data-testid="story-frame"` with a width: a 320 px pod) is
 * its screen; otherwise the document is checked against the window. Content inside a box that scrolls or clips
 * sideways within the screen (a wide table in an `overflow-x: auto` wrapper) is contained, not spilling; the screen
 * itself clipping is not (a frame's `overflow: hidden` would hide the fault). Each fault names how many pixels too
 * wide and the deepest element that sticks out. Empty: nothing is wider than its screen.
 */
export function sidewaysOverflow(): string[] {
  const label = (e: Element) => {
    const classes = typeof e.className === 'string' ? e.className.trim().split(/\s+/).filter(Boolean) : [];
    const named = e.getAttribute('aria-label') ?? e.getAttribute('name');
    return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${classes.map((c) => `.${c}`).join('')}${named ? ` "${named}"` : ''}`;
  };
  const culprit = (screen: Element, right: number) => {
    let deepest: Element | null = null;
    for (const e of screen.querySelectorAll('*')) {
      const box = e.getBoundingClientRect();
      if (box.width === 0 || box.right <= right + 0.5) continue;
      let contained = false;
      for (let up = e.parentElement; up && up !== screen; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') contained = true;
      }
      if (!contained) deepest = e;
    }
    return deepest ? label(deepest) : 'no element (a margin or a pseudo-element)';
  };
  const faults: string[] = [];
  const frames = [...document.querySelectorAll<HTMLElement>('[data-testid="story-frame"]')].filter(
    (f) => f.style.width,
  );
  for (const frame of frames) {
    const wider = frame.scrollWidth - frame.clientWidth;
    const right = frame.getBoundingClientRect().left + frame.clientLeft + frame.clientWidth;
    if (wider > 0) faults.push(`${wider} px wider than its ${frame.clientWidth} px frame: ${culprit(frame, right)}`);
  }
  // A framed story's screen is its frame; around it is Storybook's page, padded and as wide as the frame wants.
  if (frames.length > 0) return faults;
  const wider = document.documentElement.scrollWidth - window.innerWidth;
  if (wider > 0) {
    const inner = window.innerWidth;
    faults.push(`the page is ${wider} px wider than the ${inner} px window: ${culprit(document.body, inner)}`);
  }
  return faults;
}
