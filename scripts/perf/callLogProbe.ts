// The page's own log of its API calls, read by criticalPath.ts's requestTree (its lines are `PageCall`s).

/**
 * Installed before any of the page's scripts (a string, so no transpiler helper leaks into the page): logs
 * each API call the page sends (XMLHttpRequest or fetch) into `window.__calls`, with the call whose answer
 * the script was handling at the time (in the task that delivered it, or its promise continuations), so
 * `requestTree` can hang a call under the answer it waited for. A call sent in a later task (after React
 * rendered, from a timer) is not hung under the answer: the count of API-after-API links is a floor.
 */
export const CALL_LOG_PROBE = `(() => {
  const log = [];
  window.__calls = log;
  let next = 0;
  let handling = null;
  const now = () => performance.timeOrigin + performance.now();
  // The answer counts as being handled while its task's promise continuations run: a chain of microtasks
  // ends it before any other task (one queued earlier, a timer, React's scheduler) can send a call.
  const handle = (id) => {
    handling = id;
    let turns = 0;
    const turn = () => { if (handling !== id) return; if (++turns < 1000) queueMicrotask(turn); else handling = null; };
    queueMicrotask(turn);
  };
  const isApi = (url) => { try { return new URL(url).pathname.startsWith('/api/'); } catch { return false; } };
  const sent = (method, url) => {
    const absolute = new URL(url, location.href).href;
    if (!isApi(absolute)) return null;
    const id = next++;
    log.push({ kind: 'sent', id, method: String(method || 'GET').toUpperCase(), url: absolute, during: handling });
    return id;
  };
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__call = [method, String(url)];
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (...args) {
    const id = this.__call ? sent(this.__call[0], this.__call[1]) : null;
    // readystatechange (done), load and loadend fire in one task, each listener followed by its promise
    // continuations: the answer is being handled from the first (before the page's own handlers, set before
    // send) until the continuations of the last (this listener, added after them) have run.
    if (id !== null) {
      this.addEventListener('readystatechange', () => {
        if (this.readyState === 4) { log.push({ kind: 'answered', id, at: now() }); handling = id; }
      });
      this.addEventListener('loadend', () => handle(id));
    }
    return send.apply(this, args);
  };
  const answers = new WeakMap();
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const isRequest = input instanceof Request;
    const id = sent(init && init.method || (isRequest ? input.method : 'GET'), isRequest ? input.url : String(input));
    const answer = fetch.call(this, input, init);
    return id === null ? answer : answer.then((response) => {
      log.push({ kind: 'answered', id, at: now() });
      answers.set(response, id);
      handle(id);
      return response;
    });
  };
  for (const read of ['json', 'text']) {
    const original = Response.prototype[read];
    Response.prototype[read] = function () {
      const id = answers.get(this);
      return original.call(this).then((value) => { if (id !== undefined) handle(id); return value; });
    };
  }
})();`;
