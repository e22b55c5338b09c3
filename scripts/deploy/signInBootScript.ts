import { createHash } from 'node:crypto';

/**
 * The document's one inline script (put in index.html's <head> by scripts/vite/signInPaintPlugin.ts). The built
 * index.html carries the sign-in form as markup, painted before any module has loaded; this script runs before
 * that paint and:
 * - turns the painted form off (a class on <html>, login.css hides it) where the scripts would not show it at
 *   once: another route than `/` or `/login`, a stored session (its check, then the pod, come first), or the dark
 *   theme (a light form would flash). The keys are the storage adapters' (tests/scripts/signInBootScript.test.ts);
 * - keeps a Login pressed before the scripts run: the submit is held and marked on the form, and the sign-in
 *   screen answers it once it takes over (ui/login/readPaintedSignIn.ts);
 * - says on the painted form that sign-in is unavailable, and to reload, when a script of the page fails to load.
 * It is allowed by its hash in the policy (securityHeaders.ts), never by 'unsafe-inline': its text is fixed here.
 */
export const SIGN_IN_BOOT_SCRIPT = `(function () {
  var html = document.documentElement;
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (blocked) {
      return null;
    }
  }
  var theme = stored('theme');
  var dark = theme ? theme === 'dark' : !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var session = !!(stored('token') && stored('userId'));
  if (!/^\\/(login\\/?)?$/.test(location.pathname) || session || dark) {
    html.classList.add('painted-sign-in-off');
    return;
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || !form.hasAttribute || !form.hasAttribute('data-painted')) return;
    event.preventDefault();
    form.setAttribute('data-pressed', '');
  }, true);
  function unavailable() {
    var note = document.getElementById('painted-sign-in-unavailable');
    if (!note) return;
    note.hidden = false;
    var controls = document.querySelectorAll('.login--painted input, .login--painted button');
    for (var i = 0; i < controls.length; i += 1) controls[i].disabled = true;
  }
  window.addEventListener('error', function (event) {
    var target = event.target;
    var script = target && (target.tagName === 'SCRIPT' || (target.tagName === 'LINK' && target.rel === 'modulepreload'));
    if (!script) return;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', unavailable);
    else unavailable();
  }, true);
})();`;

/** The policy's source that allows exactly this script: `'sha256-…'` of its text. */
export function signInBootScriptSource(): string {
  return `'sha256-${createHash('sha256').update(SIGN_IN_BOOT_SCRIPT, 'utf8').digest('base64')}'`;
}
