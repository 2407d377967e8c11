// Test mode only (TOPUP_TEST_MODE=1): the first script of every served index.html records what a browser test
// must see but cannot listen to beforehand in every engine (classic WebDriver, as WebKitGTK's, has no way to
// add a script before the page's own). The cross-engine suite (e2e-engines/) reads the array with an
// execute-script call. It is never served outside test mode (app.ts passes it only then).

/** The window property holding the recorded events, oldest first. */
export const TEST_EVENTS_GLOBAL = '__topupTestEvents';

/** One recorded event, as the suite reads it. */
export type TestEvent =
  | { type: 'error'; message: string; source: string }
  /** a resource (script, style, image) that failed to load */
  | { type: 'resource'; tag: string; url: string }
  | { type: 'unhandledrejection'; reason: string }
  | { type: 'securitypolicyviolation'; directive: string; blocked: string; source: string; sample: string }
  /** `persisted`: the page came back from the back-forward cache */
  | { type: 'pageshow'; persisted: boolean };

// ES5 on purpose: it runs before anything else in every engine the suite drives, and is not transpiled.
const SOURCE = `(function () {
  var events = (window.${TEST_EVENTS_GLOBAL} = []);
  var text = function (v) {
    try { return v instanceof Error ? v.name + ': ' + v.message : String(v); } catch (_) { return '(unprintable)'; }
  };
  window.addEventListener('error', function (e) {
    var t = e.target;
    if (t && t !== window && t.tagName) {
      events.push({ type: 'resource', tag: t.tagName.toLowerCase(), url: String(t.src || t.href || '') });
    } else {
      events.push({ type: 'error', message: String(e.message), source: e.filename + ':' + e.lineno + ':' + e.colno });
    }
  }, true);
  window.addEventListener('unhandledrejection', function (e) {
    events.push({ type: 'unhandledrejection', reason: text(e.reason) });
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    events.push({ type: 'securitypolicyviolation', directive: e.violatedDirective, blocked: e.blockedURI,
      source: e.sourceFile + ':' + e.lineNumber, sample: e.sample });
  }, true);
  window.addEventListener('pageshow', function (e) {
    events.push({ type: 'pageshow', persisted: e.persisted });
  });
})();`;

/** The recorder as an inline element; the page's CSP nonce is added with the template's own inline elements. */
export const TEST_RECORDER_HTML = `<script data-topup-test-recorder>${SOURCE}</script>`;
