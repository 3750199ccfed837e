import { type ComponentType, lazy } from "react";
import { tapIsWaiting } from "./early-taps";
import { markPressedControlBusy } from "./pressed-control-busy";

/**
 * Code a visitor's tap may need (a dialog, the drawer, a part below the first screen) is fetched before the
 * tap, so that the tap answers within a frame or two instead of a round trip (docs/decisions/012-early-taps.md):
 * once the page has loaded and the browser is idle, so that nothing shares the link with the first paint, or
 * at once when a tap already waits for its code. Fetching means importing: the module and its stylesheets
 * arrive, and a later `import()` of it resolves without the network.
 */
const waiting: Array<() => Promise<unknown>> = [];
let idleCame = false;

/** Fetches a module's code now: a tap waits for it, or a press has begun (`pointerdown`) on what needs it. */
export function prefetchNow(load: () => Promise<unknown>) {
  // A failure is met again, and handled, by the tap that needs the code.
  load().catch(() => {});
}

function idleNow() {
  idleCame = true;
  // The moment start-up ends (tests/e2e/budget.test.ts counts the scripts fetched before it).
  performance.mark?.("prefetch");
  for (const load of waiting.splice(0)) prefetchNow(load);
}

let scheduled = false;
function schedule() {
  if (scheduled) return;
  scheduled = true;
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(idleNow, { timeout: 3000 })
      : setTimeout(idleNow, 500);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** Fetches a module's code when the browser is idle after start-up (at once if that has passed or a tap waits). */
export function prefetch(load: () => Promise<unknown>) {
  if (typeof document === "undefined") return;
  if (idleCame || tapIsWaiting()) return prefetchNow(load);
  waiting.push(load);
  schedule();
}

/**
 * A component whose code is fetched ahead (with `prefetch`): `React.lazy` over a module that may already be here.
 * Once it is, rendering the component does not suspend (React.lazy takes a thenable that has settled at once), so
 * a tap shows the dialog it opens in its own frame instead of one commit and a microtask later, possibly behind
 * other rendering work.
 */
export function lazyFetchedAhead<Module, Props>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const fetchCode = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => {
    const here = loaded;
    if (here === undefined) return fetchCode().then((module) => ({ default: pick(module) }));
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: on purpose a thenable that settles at once, read by React.lazy
      then: (resolve: (value: { default: ComponentType<Props> }) => void) => resolve({ default: pick(here) }),
    };
    return settled as unknown as Promise<{ default: ComponentType<Props> }>;
  });
  /**
   * Runs `show` (the update that renders `Component`) once the code is here: at once when it is, else after it has
   * come, the pressed button busy meanwhile. Rendered before, the component would suspend, and React's retry of a
   * suspended render may wait behind the page's other rendering for seconds
   * (docs/performance.md#taps-from-the-first-paint-on). Should the code fail to load, `show` still runs and the
   * Suspense fallback takes over.
   */
  const whenLoaded = (show: () => void) => {
    if (loaded !== undefined) return show();
    const unmark = markPressedControlBusy();
    void fetchCode()
      .catch(() => {})
      .then(() => {
        unmark();
        show();
      });
  };
  return { Component, fetchCode, whenLoaded };
}
