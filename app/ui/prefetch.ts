import { type FetchAheadFiles, fetchAheadElementId } from "~/http/fetch-ahead";
import { tapIsWaiting } from "./early-taps";
import { whenIdle, whenLoadedAndIdle } from "./idle";

/**
 * Code a visitor's tap may need (a dialog, the drawer, a part below the first screen) is fetched before the tap, so
 * that the tap answers within a frame or two instead of a round trip (docs/decisions/012-early-taps.md), once the
 * page has loaded and the browser is idle, so that nothing shares the link with the first paint. Fetched, not run
 * (docs/decisions/026-fetch-ahead.md): each part's files, which the server lists in the page (fetch-ahead.server.ts),
 * are asked for with `<link rel="modulepreload">`, which leaves them parsed in the browser's module map; the part's
 * own `import()` runs them when a tap or the screen needs them, without the network, and the main thread stays free
 * until the visitor acts. Where the page lists no files (development, where Vite serves the code as asked), a part's
 * code is imported instead, one part per idle moment.
 *
 * A tap that already waits for its code (early-taps.ts) has the code imported at once: then it is needed, run and all.
 */
const waiting: Array<() => void> = [];
let idleCame = false;

/** Imports a module's code now: a tap waits for it. */
function prefetchNow(load: () => Promise<unknown>) {
  // A failure is met again, and handled, by the tap that needs the code.
  return load().catch(() => {});
}

let listed: FetchAheadFiles | undefined;
/** The parts' files the server listed in the page; empty when it listed none. */
function listedFiles(): FetchAheadFiles {
  if (listed) return listed;
  try {
    listed = JSON.parse(document.getElementById(fetchAheadElementId)?.textContent ?? "{}") as FetchAheadFiles;
  } catch {
    listed = {};
  }
  return listed;
}

/** Files asked for already (by this module, or by the page's start-up, whose preloads and scripts are in the DOM). */
const asked = new Set<string>();
function fetchWithoutRunning(files: readonly string[]) {
  for (const file of files) {
    if (asked.has(file)) continue;
    asked.add(file);
    if (document.querySelector(`link[href="${CSS.escape(file)}"],script[src="${CSS.escape(file)}"]`)) continue;
    const link = document.createElement("link");
    if (file.endsWith(".css")) {
      // Fetched, not applied: Vite's loader adds the stylesheet itself when the part runs, then from the cache.
      link.rel = "preload";
      link.as = "style";
    } else {
      link.rel = "modulepreload";
    }
    link.href = file;
    document.head.appendChild(link);
  }
}

/** The waits of the code fetched ahead: at the latest 3 s after the browser asked, 0.5 s without idle callbacks. */
const idleTimes = { timeoutMs: 3000, fallbackMs: 500 };

/** Without listed files: one part's code imported per idle moment, each import a short task of its own. */
const toImport: Array<() => Promise<unknown>> = [];
let importing = false;
function importInIdleSlices() {
  if (importing) return;
  const load = toImport.shift();
  if (!load) return;
  importing = true;
  whenIdle(() => {
    void prefetchNow(load).then(() => {
      importing = false;
      importInIdleSlices();
    });
  }, idleTimes);
}

function idleNow() {
  idleCame = true;
  // The moment start-up ends (tests/e2e/budget.test.ts counts the scripts fetched before it).
  performance.mark?.("prefetch");
  for (const fetch of waiting.splice(0)) fetch();
}

let scheduled = false;
function schedule() {
  if (scheduled) return;
  scheduled = true;
  whenLoadedAndIdle(idleNow, idleTimes);
}

/**
 * Fetches the code of `part` (its source file, `app/sections/layout/nav-drawer.tsx`, as Vite's manifest names it)
 * when the browser is idle after start-up, without running it; `load` imports it, for a tap that already waits and
 * where the page lists no files.
 */
export function prefetch(part: string, load: () => Promise<unknown>) {
  if (typeof document === "undefined") return;
  if (tapIsWaiting()) {
    void prefetchNow(load);
    return;
  }
  const fetch = () => {
    const files = listedFiles()[part];
    if (files) return fetchWithoutRunning(files);
    toImport.push(load);
    importInIdleSlices();
  };
  if (idleCame) return fetch();
  waiting.push(fetch);
  schedule();
}
