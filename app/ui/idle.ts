/**
 * Work that waits for the browser to be idle, so that it does not share the main thread with what a visitor's tap
 * needs. Each returns a function that cancels the work not yet done.
 */
export interface IdleTimes {
  /** The longest wait for an idle moment. */
  timeoutMs: number;
  /** The wait where the browser has no idle callback (Safari before 18.4). */
  fallbackMs: number;
}

/** Runs `run` at the browser's next idle moment. */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs }: IdleTimes): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(timer);
}

/** Runs `run` once the page has loaded (its `load` event), at the browser's next idle moment after it. */
export function whenLoadedAndIdle(run: () => void, times: IdleTimes): () => void {
  if (document.readyState === "complete") return whenIdle(run, times);
  let cancel = () => window.removeEventListener("load", loaded);
  function loaded() {
    cancel = whenIdle(run, times);
  }
  window.addEventListener("load", loaded, { once: true });
  return () => cancel();
}
