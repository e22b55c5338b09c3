/**
 * The stand-in for https://accounts.google.com/gsi/client: the same `google.accounts.oauth2` token
 * client API, backed by the sandbox's consent page in a popup instead of Google's.
 */
export const GOOGLE_STAND_IN_SCRIPT = `(function () {
  var script = document.currentScript;
  var origin = new URL(script ? script.src : location.href, location.href).origin;
  var base = origin + '/__sandbox/google';
  function initTokenClient(config) {
    if (!config || !config.client_id) throw new Error('Missing required parameter client_id.');
    return {
      requestAccessToken: function () {
        var url = base + '/consent?' + new URLSearchParams({ client_id: config.client_id, scope: config.scope || '' });
        var popup = window.open(url, 'sandbox_google_consent', 'popup,width=500,height=600');
        function fail(type, message) { if (config.error_callback) config.error_callback({ type: type, message: message }); }
        if (!popup) { fail('popup_failed_to_open', 'Failed to open popup window'); return; }
        var finished = false;
        function cleanup() { clearInterval(timer); window.removeEventListener('message', onMessage); }
        function onMessage(event) {
          if (event.origin !== origin || event.source !== popup) return;
          var data = event.data;
          if (!data || data.source !== 'sandbox-gsi') return;
          finished = true;
          cleanup();
          config.callback(data.response);
        }
        var closedSince = 0;
        var timer = setInterval(function () {
          if (finished || !popup.closed) return;
          // A message posted just before the popup closed may still be queued: give it a moment.
          if (!closedSince) { closedSince = Date.now(); return; }
          if (Date.now() - closedSince > 500) { cleanup(); fail('popup_closed', 'Popup window closed'); }
        }, 250);
        window.addEventListener('message', onMessage);
      }
    };
  }
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.oauth2 = {
    initTokenClient: initTokenClient,
    hasGrantedAllScopes: function () { return true; },
    revoke: function (token, done) { if (done) done({ successful: true }); }
  };
})();
`;
