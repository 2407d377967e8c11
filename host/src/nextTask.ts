// The host's start used to be one task of 105-175 ms at 4x CPU (the platform's set-up, the head
// start, the services, the app's modules and the render's start), a tap held back for all of it. What the
// page's first call needs runs first; the rest runs in the tasks after, and the browser answers input and
// network between them.

/**
 * Runs `run` in a task of its own after the current one (not a microtask of it), through a message channel
 * as React's scheduler yields: not a timer, which a hidden tab slows to one a second and a page's held clock
 * (a test's) stops. Where there is no channel, a timer.
 */
export function nextTask(
  run: () => void,
  Channel: typeof MessageChannel | null = typeof MessageChannel === 'function' ? MessageChannel : null,
): void {
  if (Channel === null) {
    setTimeout(run, 0);
    return;
  }
  const { port1, port2 } = new Channel();
  port1.onmessage = () => {
    port1.close();
    run();
  };
  port2.postMessage(null);
}
