// The shell paints before any script of ours runs. Written into the head of index.html (the build
// drops these comment lines), it holds the tasks given to window.__TOPUP_AFTER_PAINT__ until the browser
// reports the first contentful paint: the host's start-up script (webpack/main-script-plugin.mjs), on a fast
// link downloaded before the page is parsed, and the early scripts' work (host/src/early/), which otherwise
// ran before the shell showed. A page that cannot paint now (hidden, or a browser that reports no paints)
// runs them at once; a paint not reported within 3 s, then. A task that throws does not stop the others.
(function (win, doc) {
  var queue = [];
  function runTask(task) {
    try {
      task();
    } catch (error) {
      win.setTimeout(function () {
        throw error;
      });
    }
  }
  function run() {
    if (!queue) return;
    var tasks = queue;
    queue = null;
    tasks.forEach(runTask);
  }
  win.__TOPUP_AFTER_PAINT__ = function (task) {
    if (queue) queue.push(task);
    else runTask(task);
  };
  var Observer = win.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (doc.visibilityState === 'hidden' || types.indexOf('paint') < 0) return run();
  new Observer(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  }).observe({ type: 'paint', buffered: true });
  doc.addEventListener('visibilitychange', function () {
    if (doc.visibilityState === 'hidden') run();
  });
  win.setTimeout(run, 3000);
})(window, document);
