/** @jest-environment node */
import { LoginStore } from './LoginStore';

/** Lets every pending validation (yup runs asynchronously in the form) settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The store's field errors only: the services its submit would use are never called here. */
const newStore = () =>
  new LoginStore({} as never, {} as never, {} as never, {} as never, () => null, { embedded: false } as never);

describe('the sign-in form', () => {
  // Field errors come from the current values: values typed or autofilled before the form's first validation
  // settled used to get its stale "Required" once the field was left (first seen in a storage-blocked frame);
  // the error line moved the Login button between press and release, and that click was lost.
  it('values set at once are not marked Required by a validation that started before them', async () => {
    const store = newStore();
    store.field('username').onChange('tech@sandbox.test');
    store.field('password').onChange('sandbox');
    store.field('username').onBlur();
    store.field('password').onBlur();
    await settled();
    expect([store.errorOf('username'), store.errorOf('password')]).toEqual([null, null]);
  });

  it("says 'Required' and 'Incorrect email format' for the current values once a field was left", async () => {
    const store = newStore();
    store.field('username').onChange('not-an-email');
    store.field('password').onChange('x');
    store.field('password').onChange('');
    expect(store.errorOf('username')).toBeNull(); // not left yet
    store.field('username').onBlur();
    store.field('password').onBlur();
    await settled();
    expect([store.errorOf('username'), store.errorOf('password')]).toEqual(['Incorrect email format', 'Required']);
  });
});
