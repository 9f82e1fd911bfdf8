/* global window, document */
// The end of a sign-in: the server's callback page carries the session token in
// <script id="auth-result" type="application/json">{"token","mode","returnTo","origin"}</script>
// and loads this file (no inline script, for a strict Content Security Policy).
// Popup with an opener: hand the token to the app window, at the app's exact origin, and close.
// Otherwise (redirect mode, or the opener is gone): keep the token for this tab only and let
// /login finish the sign-in.
(function () {
  'use strict';
  var handOverKey = 'arabeya:sign-in-token';
  var result = {};
  try {
    var element = document.getElementById('auth-result');
    result = JSON.parse((element && element.textContent) || '{}') || {};
  } catch {
    result = {};
  }
  var token = typeof result.token === 'string' ? result.token : '';
  // Only a local path: never "//host" or a full address.
  var returnTo =
    typeof result.returnTo === 'string' && /^\/(?![/\\])/.test(result.returnTo)
      ? result.returnTo
      : '/';

  if (token && result.mode === 'popup' && typeof result.origin === 'string') {
    var opener = null;
    try {
      opener = window.opener && !window.opener.closed ? window.opener : null;
    } catch {
      opener = null;
    }
    if (opener) {
      try {
        opener.postMessage({ type: 'arabeya:signed-in', token: token }, result.origin);
        window.close();
        return;
      } catch {
        // Fall through to the hand-over in this window.
      }
    }
  }

  try {
    if (token) window.sessionStorage.setItem(handOverKey, token);
  } catch {
    // Without storage /login reports that the sign-in expired.
  }
  window.location.replace('/login?complete=1&returnTo=' + encodeURIComponent(returnTo));
})();
