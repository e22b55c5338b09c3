import { Classes } from '@blueprintjs/core';
import { asServiceLocator } from '@app/typedContainer';
import { renderWithServices } from '@tests/support/renderWithServices';
import { ThemeRoot } from './ThemeRoot';
import { ThemeStoreToken } from './ThemeStore';

describe('ThemeRoot', () => {
  it('puts the dark theme on <body> for portals, and takes it away when it goes', () => {
    const view = renderWithServices(<ThemeRoot>page</ThemeRoot>, (container) => {
      asServiceLocator(container).get(ThemeStoreToken).setMode('dark');
    });
    expect(document.body).toHaveClass(Classes.DARK);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    // A story left for the next one in the same page: the next must not start dark.
    view.unmount();
    expect(document.body).not.toHaveClass(Classes.DARK);
    expect(document.documentElement.style.colorScheme).toBe('');
  });
});
