import { createHash } from 'node:crypto';

/** The id of the JSON block (adapters/http/podEarlyCalls.ts's table) the script reads. */
export const POD_EARLY_CALLS_ID = 'pod-early-calls';

/**
 * The pod's boot script, an inline script in index.html's <head> (put there by scripts/vite/podBootPlugin.ts, after
 * the JSON block it reads). On a pod's address with a stored session it starts the pod's first calls as the document
 * is parsed, not once the app's scripts have downloaded and run: the technician, the plan and the record, and the
 * company's verification settings as soon as the record names its company. The calls wait in
 * `window[table.global]`, where the app's HTTP client takes each answer once (adapters/http/earlyAnswers.ts), so
 * nothing is asked twice; a call that fails to reach the server is asked again by the app. An expired session gets
 * its 401s here, and the app reads them as it would its own.
 *
 * It only reads: the calls, paths and storage keys come from the table, so its text (and its hash in the policy,
 * securityHeaders.ts; never 'unsafe-inline') stays the same whatever the PSAs and the API's address.
 */
export const POD_BOOT_SCRIPT = `(function () {
  var block = document.getElementById('${POD_EARLY_CALLS_ID}');
  if (!block || !window.fetch || !window.URLSearchParams) return;
  var table;
  try {
    table = JSON.parse(block.textContent);
  } catch (unreadable) {
    return;
  }
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (blocked) {
      return null;
    }
  }
  var token = stored(table.session.token);
  var userId = stored(table.session.userId);
  if (!token || !userId) return;
  var pod = null;
  var psaId = '';
  for (var i = 0; i < table.pods.length && !pod; i += 1) {
    for (var j = 0; j < table.pods[i].routes.length && !pod; j += 1) {
      var match = new RegExp(table.pods[i].routes[j], 'i').exec(location.pathname);
      if (match) {
        pod = table.pods[i];
        psaId = match[1].replace(/%2F/g, '/');
      }
    }
  }
  if (!pod) return;
  var authorization = 'Bearer ' + token;
  var calls = [];
  window[table.global] = calls;
  function fill(template, values) {
    return template.replace(/\\((psaId|id|userId|companyId)\\)/g, function (whole, name) {
      return encodeURIComponent(values[name]);
    });
  }
  function read(response) {
    return response.text().then(function (body) {
      var headers = {};
      response.headers.forEach(function (value, name) {
        headers[name] = value;
      });
      return { status: response.status, statusText: response.statusText, headers: headers, body: body };
    });
  }
  function get(path, then) {
    var url = new URL(table.api + '/' + path.replace(/^\\/+/, ''), location.href).href;
    var headers = { Accept: 'application/json', Authorization: authorization };
    var answer = fetch(url, { headers: headers }).then(read);
    calls.push({ method: 'GET', url: url, authorization: authorization, answer: then ? answer.then(then) : answer });
  }
  get(fill(table.user, { userId: userId }));
  get(table.plan);
  var query = new URLSearchParams(location.search);
  var id = (query.get('ticketId') || query.get('entityid') || '').trim();
  if (!id) return;
  var screen = query.get('screen');
  if (screen !== 'contact' && screen !== 'project_ticket') screen = 'ticket';
  get(fill(pod.lookups[screen], { psaId: psaId, id: id }), function (answer) {
    var company = '';
    try {
      var value = answer.status >= 200 && answer.status < 300 ? JSON.parse(answer.body).CompanyId : null;
      if (typeof value === 'string') company = value.trim();
      else if (typeof value === 'number' && isFinite(value)) company = String(value);
    } catch (unreadable) {}
    if (company) get(fill(table.settings, { psaId: psaId, companyId: company }));
    return answer;
  });
})();`;

/** The policy's source that allows exactly this script: `'sha256-…'` of its text. */
export function podBootScriptSource(): string {
  return `'sha256-${createHash('sha256').update(POD_BOOT_SCRIPT, 'utf8').digest('base64')}'`;
}
