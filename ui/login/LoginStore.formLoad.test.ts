/**
 * @jest-environment node
 */
import type { LoginService } from '@core/auth/LoginService';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import { FORM_LOAD_FAILED, LoginStore } from './LoginStore';

import { loadLoginForm } from './loadLoginForm';

// The form's code as the network gives it (a test may drop the connection for one fetch).
jest.mock('./loadLoginForm', () => ({
  loadLoginForm: jest.fn(() => Promise.resolve(jest.requireActual('./createLoginForm'))),
}));
const dropNextFetch = () =>
  jest
    .mocked(loadLoginForm)
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: createLoginForm.js'));

function setup() {
  const signIns: unknown[] = [];
  const login = {
    signIn: async (values: unknown) => {
      signIns.push(values);
      return { kind: 'signedIn', destination: '/home' };
    },
  } as unknown as LoginService;
  const visited: string[] = [];
  const navigator = { navigate: (path: string) => visited.push(path), leaveTo: (url: string) => visited.push(url) };
  const store = new LoginStore(login, {} as never, navigator, new RecordingNotifier(), () => null, {
    embedded: false,
  } as never);
  return { store, signIns, visited };
}

describe('the sign-in form before its validating code has loaded', () => {
  it('a submit whose form cannot load says so on the form, keeps the typing, and the next submit signs in', async () => {
    const { store, signIns, visited } = setup();
    store.field('username').onChange('tech@sandbox.test');
    store.field('password').onChange('sandbox');

    dropNextFetch();
    await store.submit();
    expect(store.failure).toEqual({ message: FORM_LOAD_FAILED, intent: 'danger' });
    expect(store.form).toBeNull();
    expect(store.field('username').value).toBe('tech@sandbox.test');
    expect(signIns).toEqual([]);

    await store.submit();
    expect(store.failure).toBeNull();
    expect(signIns).toEqual([{ username: 'tech@sandbox.test', password: 'sandbox', mfaCode: '' }]);
    expect(visited).toEqual(['/home']);
  });

  it('the form starts from what was typed and which fields were left, with the same ids', async () => {
    const { store } = setup();
    const ids = (['username', 'password', 'mfaCode'] as const).map((name) => store.field(name).id);
    store.field('username').onChange({ target: { value: 'not-an-email' } }); // an input's change event
    store.field('username').onBlur();
    store.field('password').onChange('secret');
    expect(store.errorOf('username')).toBe('Incorrect email format'); // shown before the form arrives
    expect(store.errorOf('password')).toBeNull(); // not left yet

    const form = await store.loadForm();
    expect(store.form).toBe(form);
    expect(form.values()).toEqual({ username: 'not-an-email', password: 'secret', mfaCode: '' });
    expect(form.$('username').blurred).toBe(true);
    expect(form.$('password').blurred).toBe(false);
    expect((['username', 'password', 'mfaCode'] as const).map((name) => store.field(name).id)).toEqual(ids);
    expect([store.errorOf('username'), store.errorOf('password')]).toEqual(['Incorrect email format', null]);
  });

  it('a submit before the form arrived waits for it, then validates: nothing is sent and the errors show', async () => {
    const { store, signIns } = setup();
    store.field('username').onChange('tech@sandbox.test');

    const submitted = store.submit();
    expect(store.pending).toBe(true); // the button shows its spinner meanwhile
    await submitted;
    expect(store.form).not.toBeNull();
    expect(signIns).toEqual([]);
    expect(store.refusedSubmits).toBe(1);
    expect([store.errorOf('username'), store.errorOf('password')]).toEqual([null, 'Required']);
  });

  it('loads the form once however often it is asked', async () => {
    const { store } = setup();
    const [first, second] = await Promise.all([store.loadForm(), store.loadForm()]);
    expect(second).toBe(first);
    expect(await store.loadForm()).toBe(first);
  });
});
