import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { SESSION_KEYS } from '@adapters/storage/BrowserSessionStore';
import { THEME_STORAGE_KEY } from '@adapters/storage/BrowserThemePreferenceStore';
import { APP_SCRIPTS_ID, SIGN_IN_BOOT_SCRIPT, signInBootScriptSource } from '@scripts/deploy/signInBootScript';
import { renderApp } from '@tests/support/renderApp';
import { setupSandboxServer } from '@tests/support/sandboxServer';
import { PAINTED_CHANGE_EVENT, readPaintedSignIn, takePaintedSignIn } from './readPaintedSignIn';
import { renderPaintedSignIn } from './renderPaintedSignIn';

setupSandboxServer();

/** The entry's scripts as the build holds them for the boot script (scripts/vite/signInPaintPlugin.ts). */
const HELD_SCRIPTS =
  '<script type="module" crossorigin src="/assets/main-held.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-held.js">';

/** The page as the build serves it: the painted form in #root, then the boot script's run (it sits in <head>). */
function paintPage(path = '/login') {
  window.history.replaceState(null, '', path);
  const held = document.createElement('template');
  held.id = APP_SCRIPTS_ID;
  held.content.append(document.createRange().createContextualFragment(HELD_SCRIPTS));
  document.head.append(held);
  const page = document.createElement('div');
  page.id = 'painted';
  // The build's markup as the browser parses it from index.html.
  page.append(document.createRange().createContextualFragment(renderPaintedSignIn()));
  document.body.replaceChildren(page);
  new Function(SIGN_IN_BOOT_SCRIPT)();
  return document.querySelector<HTMLFormElement>('form[data-painted]')!;
}

const painted = (name: string) => document.querySelector<HTMLInputElement>(`form[data-painted] [name="${name}"]`)!;
const paintedOff = () => document.documentElement.classList.contains('painted-sign-in-off');
/** The entry's scripts the boot script added to the document (none while they are held). */
const addedScripts = () =>
  [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((tag) => tag.outerHTML);
const removeHeld = () =>
  document.head
    .querySelectorAll(`#${APP_SCRIPTS_ID}, script[src], link[rel="modulepreload"]`)
    .forEach((t) => t.remove());
const ADDED = [
  '<script type="module" crossorigin="" src="/assets/main-held.js"></script>',
  '<link rel="modulepreload" crossorigin="" href="/assets/react-held.js">',
];

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => {
  document.getElementById('painted')?.remove();
  removeHeld();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in form painted from HTML', () => {
  it('is the form the app renders, with every field named, and the policy allows its boot script by hash', () => {
    paintPage();
    expect(screen.getByRole('img', { name: 'Tech Add-on' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/MFA Code/)).toHaveAttribute('name', 'mfaCode');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('separator', { name: 'or' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeInTheDocument();
    // Sent without scripts (they are off), the password goes in a body, never in an address.
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('method', 'post');
    const hash = createHash('sha256').update(SIGN_IN_BOOT_SCRIPT).digest('base64');
    expect(signInBootScriptSource()).toBe(`'sha256-${hash}'`);
  });

  it("is turned off before paint for a stored session, another route and the dark theme (the adapters' keys)", () => {
    expect(SIGN_IN_BOOT_SCRIPT).toContain(`stored('${SESSION_KEYS.accessToken}') && stored('${SESSION_KEYS.userId}')`);
    expect(SIGN_IN_BOOT_SCRIPT).toContain(`stored('${THEME_STORAGE_KEY}')`);
    paintPage('/login');
    expect(paintedOff()).toBe(false);

    localStorage.setItem(SESSION_KEYS.accessToken, 't');
    localStorage.setItem(SESSION_KEYS.userId, 'u');
    document.documentElement.className = '';
    paintPage('/login');
    expect(paintedOff()).toBe(true);

    localStorage.clear();
    document.documentElement.className = '';
    paintPage('/pod/connectwise/acme-cw');
    expect(paintedOff()).toBe(true);

    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    document.documentElement.className = '';
    paintPage('/');
    expect(paintedOff()).toBe(true);
  });

  it('holds a Login pressed before the scripts and says sign-in is unavailable when a script fails to load', () => {
    const form = paintPage();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form).toHaveAttribute('data-pressed');

    expect(screen.getByText(/Sign-in is unavailable/).closest('[hidden]')).not.toBeNull();
    const script = document.createElement('script');
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sign-in is unavailable: the app could not finish loading. Check your connection, then reload the page',
    );
    expect(painted('username')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    script.remove();
  });

  it("adds the entry's scripts once the painted form is on screen, at once where it is off or the page hidden", async () => {
    paintPage('/login');
    expect(addedScripts()).toEqual([]); // held until the form has painted
    await waitFor(() => expect(addedScripts()).toEqual(ADDED));
    removeHeld();

    paintPage('/pod/connectwise/acme-cw');
    expect(addedScripts()).toEqual(ADDED);
    removeHeld();

    document.documentElement.className = '';
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      paintPage('/login');
      expect(paintedOff()).toBe(false);
      expect(addedScripts()).toEqual(ADDED);
    } finally {
      visibility.mockRestore();
    }
  });

  it('says sign-in is unavailable when the entry script it added fails to load', async () => {
    paintPage();
    await waitFor(() => expect(addedScripts()).toEqual(ADDED));
    document.head.querySelector('script[src]')!.dispatchEvent(new Event('error'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Sign-in is unavailable/);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('is read again at each change until the first commit: typing, the cursor and a held Login', () => {
    const form = paintPage();
    const taken: Array<ReturnType<typeof readPaintedSignIn>> = [];
    const stopTaking = takePaintedSignIn((painted) => taken.push(painted));
    expect(taken).toEqual([readPaintedSignIn(document)]);

    painted('username').value = 'tech@sandbox.test';
    painted('username').dispatchEvent(new Event('input', { bubbles: true }));
    painted('password').focus();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(SIGN_IN_BOOT_SCRIPT).toContain(`new Event('${PAINTED_CHANGE_EVENT}')`);
    expect(taken.at(-1)).toEqual({
      values: { username: 'tech@sandbox.test', password: '', mfaCode: '' },
      focused: { field: 'password', caret: 0 },
      pressed: true,
    });

    const seen = taken.length;
    stopTaking();
    painted('username').dispatchEvent(new Event('input', { bubbles: true }));
    expect(taken).toHaveLength(seen);
  });

  it('is taken over with what was typed, the field and caret being typed in, and an early Login answered', async () => {
    const form = paintPage();
    painted('username').value = 'tech@sandbox.test';
    painted('password').value = 'sandbox';
    painted('password').focus();
    painted('password').setSelectionRange(3, 3);
    form.setAttribute('data-pressed', '');
    expect(readPaintedSignIn(document)).toEqual({
      values: { username: 'tech@sandbox.test', password: 'sandbox', mfaCode: '' },
      focused: { field: 'password', caret: 3 },
      pressed: true,
    });

    const { location } = renderApp('/login');
    // React's first commit replaces the painted form; here it sits beside it, so it goes by hand.
    document.getElementById('painted')!.remove();
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('keeps the typing and the cursor when nothing was pressed', async () => {
    paintPage();
    painted('username').value = 'tech@sand';
    painted('username').focus();
    renderApp('/login');
    document.getElementById('painted')!.remove();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('tech@sand');
    expect(email).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
