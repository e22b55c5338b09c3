import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { GLOBAL_TOASTER, mayShowToast, shellToasterSettings } from '@core/toasts/toastPolicy';

const psas = new PsaRegistry(psaDescriptors);

describe('toast policy (spec section 9, both readings)', () => {
  it('global toaster: at most 3, 5000 ms, bottom left, duplicates allowed', () => {
    expect(GLOBAL_TOASTER).toEqual({ maxToasts: 3, timeoutMs: 5000, position: 'bottom-left', dropDuplicates: false });
    expect(mayShowToast(GLOBAL_TOASTER, ['Saved'], 'Saved')).toBe(true);
  });

  it.each([
    [320, null, 1, 'bottom-left'],
    [399, 'ConnectWise', 1, 'bottom-left'],
    [400, 'ConnectWise', 2, 'bottom-left'],
    [1280, null, 2, 'bottom-left'],
    [1280, 'Halo', 2, 'bottom-right'],
    [320, 'Halo', 1, 'bottom-right'],
  ])('shell toaster at %i px with the saved pod on %s: %i at once, %s', (width, psa, max, position) => {
    expect(shellToasterSettings(width, psas.byType(psa)?.shellToasts)).toEqual({
      maxToasts: max,
      timeoutMs: 2000,
      position,
      dropDuplicates: true,
    });
  });

  it('the shell toaster drops a message that is already on screen', () => {
    const settings = shellToasterSettings(800);
    expect(mayShowToast(settings, ['Copied to clipboard'], 'Copied to clipboard')).toBe(false);
    expect(mayShowToast(settings, ['Connection Established'], 'Copied to clipboard')).toBe(true);
  });
});
