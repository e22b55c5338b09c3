import { createHash } from 'node:crypto';

/** index.html's inert <template> holding the entry's module script and preloads until the boot script adds them. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** How long the scripts wait at most for the painted form's largest contentful paint (a browser may not say). */
export const RELEASE_CAP_MS = 4000;

/**
 * The document's one inline script (put in index.html's <head> by scripts/vite/signInPaintPlugin.ts, after the
 * template of the entry's scripts). The built index.html carries the sign-in form as markup, painted before any
 * module has loaded; this script runs before that paint and:
 * - turns the painted form off (a class on <html>, login.css hides it) where the scripts would not show it at
 *   once: another route than `/` or `/login`, a stored session (its check, then the pod, come first), or the dark
 *   theme (a light form would flash). The keys are the storage adapters' (ui/login/PaintedSignIn.test.tsx);
 * - adds the entry's scripts (held in the template) to the document: at once where the form is off or the page
 *   hidden; otherwise once the painted form is the page's largest contentful paint, so that on a slow link the
 *   scripts do not share it with the document and the stylesheet before the first paint, and their redraw of the
 *   same form is not what the page's paint waits for. A browser that reports no such paint adds them after the first
 *   paint or frame, and after RELEASE_CAP_MS in any case;
 * - keeps a Login pressed before the scripts run: the submit is held and marked on the form ('painted-change'
 *   tells a takeover under way), and the sign-in screen answers it once it takes over (ui/login/readPaintedSignIn.ts);
 * - says on the painted form that sign-in is unavailable, and to reload, when a script of the page fails to load.
 * It is allowed by its hash in the policy (securityHeaders.ts), never by 'unsafe-inline': its text is fixed here.
 */
export const SIGN_IN_BOOT_SCRIPT = `(function () {
  var html = document.documentElement;
  var scripts = document.getElementById('${APP_SCRIPTS_ID}');
  var released = false;
  function release() {
    if (released || !scripts) return;
    released = true;
    var held = scripts.content.children;
    for (var i = 0; i < held.length; i += 1) {
      var tag = document.createElement(held[i].tagName);
      for (var j = 0; j < held[i].attributes.length; j += 1) {
        tag.setAttribute(held[i].attributes[j].name, held[i].attributes[j].value);
      }
      document.head.appendChild(tag);
    }
  }
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
    release();
    return;
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || !form.hasAttribute || !form.hasAttribute('data-painted')) return;
    event.preventDefault();
    form.setAttribute('data-pressed', '');
    form.dispatchEvent(new Event('painted-change'));
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
  if (document.visibilityState === 'hidden') {
    release();
    return;
  }
  document.addEventListener('visibilitychange', release);
  setTimeout(release, ${RELEASE_CAP_MS});
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var type = ['largest-contentful-paint', 'paint'].filter(function (name) {
    return types.indexOf(name) >= 0;
  })[0];
  if (type) new PerformanceObserver(release).observe({ type: type, buffered: true });
  else requestAnimationFrame(function () {
    setTimeout(release, 0);
  });
})();`;

/** The policy's source that allows exactly this script: `'sha256-…'` of its text. */
export function signInBootScriptSource(): string {
  return `'sha256-${createHash('sha256').update(SIGN_IN_BOOT_SCRIPT, 'utf8').digest('base64')}'`;
}
