type Size = { width: number; height: number };

/**
 * jsdom lays nothing out, so every element measures 0 px and a virtualized list shows no rows (or,
 * measuring its rows at 0 px, never stops adding them). Gives elements with the given classes a
 * real-looking size (their CSS size) for one test file: clientWidth/clientHeight for scroll
 * containers, offsetWidth/offsetHeight and getBoundingClientRect for measured rows.
 */
export function measurableElements(sizes: Record<string, Size>): void {
  const proto = Element.prototype;
  const originals = {
    clientWidth: Object.getOwnPropertyDescriptor(proto, 'clientWidth')!,
    clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight')!,
    getBoundingClientRect: Object.getOwnPropertyDescriptor(proto, 'getBoundingClientRect')!,
  };
  const html = HTMLElement.prototype;
  const offsets = {
    offsetWidth: Object.getOwnPropertyDescriptor(html, 'offsetWidth')!,
    offsetHeight: Object.getOwnPropertyDescriptor(html, 'offsetHeight')!,
  };
  const sizeOf = (element: Element): Size | null => {
    const match = Object.keys(sizes).find((name) => element.classList.contains(name));
    return match ? sizes[match]! : null;
  };
  beforeAll(() => {
    Object.defineProperty(proto, 'clientWidth', {
      configurable: true,
      get(this: Element) {
        return sizeOf(this)?.width ?? originals.clientWidth.get!.call(this);
      },
    });
    Object.defineProperty(proto, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return sizeOf(this)?.height ?? originals.clientHeight.get!.call(this);
      },
    });
    Object.defineProperty(html, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return sizeOf(this)?.width ?? offsets.offsetWidth.get!.call(this);
      },
    });
    Object.defineProperty(html, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return sizeOf(this)?.height ?? offsets.offsetHeight.get!.call(this);
      },
    });
    Object.defineProperty(proto, 'getBoundingClientRect', {
      configurable: true,
      value(this: Element) {
        const size = sizeOf(this);
        if (!size) return (originals.getBoundingClientRect.value as () => DOMRect).call(this);
        return {
          x: 0,
          y: 0,
          top: 0,
          left: 0,
          right: size.width,
          bottom: size.height,
          width: size.width,
          height: size.height,
          toJSON: () => ({}),
        } as DOMRect;
      },
    });
  });
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(originals)) Object.defineProperty(proto, name, descriptor);
    for (const [name, descriptor] of Object.entries(offsets)) Object.defineProperty(html, name, descriptor);
  });
}
