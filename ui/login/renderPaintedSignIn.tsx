import { renderToStaticMarkup } from 'react-dom/server';
import { BrandingApiToken, type BrandingApi } from '@core/branding/BrandingApi';
import type { Token } from '@core/shared/Token';
import { ServiceProvider, type ServiceLocator } from '../services/ServiceContext';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ThemeStore, ThemeStoreToken } from '../theme/ThemeStore';
import { LoginStore } from './LoginStore';
import { LoginView } from './LoginView';
import { PaintedSignInNotes } from './PaintedSignInNotes';

/**
 * The sign-in form as static markup, for the build to put into index.html (scripts/vite/signInPaintPlugin.ts):
 * the same components the app renders, in their first state (light theme, default logo, empty fields), inside the
 * same theme root, so the scripts' first render replaces it with the same boxes. Runs at build time only, in Node;
 * nothing of the app imports it. No effect runs here, so the stand-in services below are never called.
 */
export function renderPaintedSignIn(): string {
  const never = new Proxy({}, { get: () => () => new Promise(() => undefined) });
  const store = new LoginStore(never as never, never as never, never as never, never as never, () => null, {
    embedded: false,
  } as never);
  const theme = new ThemeStore(
    { read: () => 'light', save: () => undefined },
    {
      matches: false,
      addEventListener: () => undefined,
    },
  );
  const services: ServiceLocator = {
    get<T>(token: Token<T>): T {
      if (token === (ThemeStoreToken as Token<unknown>)) return theme as T;
      if (token === (BrandingApiToken as Token<unknown>)) return never as BrandingApi as T;
      throw new Error(`The painted sign-in form asked for ${String(token)}, which it has no stand-in for.`);
    },
  };
  const form = renderToStaticMarkup(
    <ServiceProvider services={services}>
      <ThemeRoot>
        <LoginView store={store} />
      </ThemeRoot>
    </ServiceProvider>,
  );
  return markPainted(form, renderToStaticMarkup(<PaintedSignInNotes />));
}

/**
 * What only the painted copy carries, added here so that the app's bundle does not: `login--painted` on its <main>
 * (login.css hides it where the boot script turns it off), `data-painted` on the form for the boot script and the
 * takeover, `method="post"` (a form sent with scripts off carries no password in an address), and the notes at the
 * form's top.
 */
function markPainted(form: string, notes: string): string {
  const marks: Array<[string, string]> = [
    ['<main class="login">', '<main class="login login--painted">'],
    ['<form class="login__form"', '<form data-painted="" method="post" class="login__form"'],
  ];
  let marked = form;
  for (const [from, to] of marks) {
    if (!marked.includes(from)) throw new Error(`The painted sign-in form has no ${from} to mark.`);
    marked = marked.replace(from, to);
  }
  const opened = marked.indexOf('>', marked.indexOf('<form ')) + 1;
  return marked.slice(0, opened) + notes + marked.slice(opened);
}
