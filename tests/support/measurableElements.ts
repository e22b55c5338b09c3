/**
 * jsdom lays nothing out, so every element measures 0 px and a virtualized list shows no rows.
 * Gives elements with the class a real-looking size (the picker's CSS height) for the test file.
 */
export function measurableElements(className: string, size = { width: 320, height: 240 }): void {
  const width = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  const height = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'clientWidth', {
      configurable: true,
      get(this: Element) {
        return this.classList.contains(className) ? size.width : width.get!.call(this);
      },
    });
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return this.classList.contains(className) ? size.height : height.get!.call(this);
      },
    });
  });
  afterAll(() => {
    Object.defineProperty(Element.prototype, 'clientWidth', width);
    Object.defineProperty(Element.prototype, 'clientHeight', height);
  });
}
