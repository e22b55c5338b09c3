import { GLOBAL_TOASTER, mayShowToast, shellToasterSettings } from '@core/toasts/toastPolicy';

describe('toast policy (spec section 9, both readings)', () => {
  it('global toaster: at most 3, 5000 ms, in the one place of every toast, duplicates allowed', () => {
    expect(GLOBAL_TOASTER).toEqual({ maxToasts: 3, timeoutMs: 5000, position: 'bottom-right', dropDuplicates: false });
    expect(mayShowToast(GLOBAL_TOASTER, ['Saved'], 'Saved')).toBe(true);
  });

  it.each([
    [320, 1],
    [399, 1],
    [400, 2],
    [1280, 2],
  ])('shell toaster at %i px: %i at once, in the same place as the global toaster, whatever the PSA', (width, max) => {
    expect(shellToasterSettings(width)).toEqual({
      maxToasts: max,
      timeoutMs: 2000,
      position: GLOBAL_TOASTER.position,
      dropDuplicates: true,
    });
  });

  it('the shell toaster drops a message that is already on screen', () => {
    const settings = shellToasterSettings(800);
    expect(mayShowToast(settings, ['Copied to clipboard'], 'Copied to clipboard')).toBe(false);
    expect(mayShowToast(settings, ['Connection Established'], 'Copied to clipboard')).toBe(true);
  });
});
