import {
  type ComponentType,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { partCannotLoad, partIsLive } from "./early-taps";
import { prefetch } from "./prefetch";

/**
 * Parts of a page below the first screen whose code a phone need not download or run before its visitor
 * does anything (docs/decisions/009-first-paint.md, 012-early-taps.md). Their HTML comes with the page and reads
 * as usual; their code is fetched when the browser is idle after start-up (prefetch.ts), and each part hydrates
 * when it comes near the screen or the visitor presses or focuses something inside it, not at any first act on
 * the page: hydrating every part at a tap on the hero's booking button would hold the dialog back. Until then a
 * link or a form works as without JavaScript, and a button pressed before the part hydrated is pressed again
 * once it has (early-taps.ts: React drops events on content it has not hydrated yet).
 */

const onServer = typeof document === "undefined";
/** What the visitor does that tries a part's code again once it could not load (persistently, below). */
const interactions = ["pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin"] as const;
const listening = { capture: true, passive: true } as const;

/**
 * A part whose code cannot load (offline) keeps its server HTML and tries again when the browser is
 * back online or the visitor acts again, rather than failing the page.
 */
function persistently<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        // Its sections then show as they are, without waiting to fade in (fade-in.module.css).
        document.documentElement.classList.add("parts-unavailable");
        partCannotLoad();
        const retry = () => {
          for (const type of ["online", ...interactions]) window.removeEventListener(type, retry, listening);
          resolve(persistently(load));
        };
        for (const type of ["online", ...interactions]) window.addEventListener(type, retry, listening);
      }),
  );
}

/** Marks its part hydrated: its effects run once React has taken over the part's HTML. */
function Hydrated({ part, onHydrated }: { part: RefObject<HTMLDivElement | null>; onHydrated: () => void }) {
  // Marked in the very commit that hydrated the part, before its state follows: a tap from now on reaches the
  // part's own handlers, and the early-taps script must let it through.
  useLayoutEffect(() => {
    part.current?.setAttribute("data-on-demand", "hydrated");
  }, [part]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part has hydrated
  useEffect(onHydrated, []);
  return null;
}

let navigated = () => {};
/**
 * Resolved at the first navigation in the browser (a part rendered then has no HTML to keep and waits for nothing),
 * or at the first form sent with the app (the contact form): the router's state then changes, and that change
 * reaches every part still waiting. React must hydrate such a part before it can show the change, and a part that
 * never comes on screen (the top bar's wide-screen language picker on a phone) would hold it back for good: on a phone, the
 * contact form's answer never showed.
 */
const allParts = onServer
  ? Promise.resolve()
  : new Promise<void>((resolve) => {
      navigated = resolve;
      // Capturing on the window comes before React's own listener, so the parts start loading with the submission.
      window.addEventListener("submit", () => resolve(), { capture: true, once: true });
    });

/** Called by the root when the browser shows another page than the one it loaded. */
export function pageNavigated() {
  navigated();
}

const serverParts: Promise<unknown>[] = [];

/**
 * On the server every part renders at once, in the page's HTML: React would otherwise stream a part
 * that suspended into a hidden element and reveal it with a script. `app/entry.server.tsx` waits for this.
 */
export const onDemandPartsLoaded = () => Promise.all(serverParts);

/**
 * `load` imports a module whose default export is the part, `source` its file (`app/sections/home/below-fold.tsx`,
 * for fetching it ahead: prefetch.ts); the result renders it on demand.
 */
export function onDemand<Props extends object>(source: string, load: () => Promise<{ default: ComponentType<Props> }>) {
  let Part: ComponentType<Props>;
  // This part's own gate: it came near the screen, or the visitor reached into it.
  let cameNear = () => {};
  const near = new Promise<void>((resolve) => {
    cameNear = resolve;
  });
  if (onServer) {
    serverParts.push(
      load().then((module) => {
        Part = module.default;
      }),
    );
  } else {
    Part = lazy(() => Promise.race([near, allParts]).then(() => persistently(load)));
    prefetch(source, load);
  }

  return function OnDemand(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    const [hydrated, setHydrated] = useState(false);

    useEffect(() => {
      const element = ref.current;
      if (!element || typeof IntersectionObserver === "undefined") return cameNear();
      const observer = new IntersectionObserver(
        (entries) => {
          // Some of it on screen: a part that only touches the screen's edge counts as intersecting too (the
          // home page's sections start right at a phone screen's foot), and a part that is not displayed (a
          // desktop-only control on a phone) never does.
          if (entries.some((entry) => entry.intersectionRatio > 0)) cameNear();
        },
        // Told again once a sliver of it shows: from touching the edge to showing crosses no threshold at 0.
        { threshold: [0, 0.001] },
      );
      observer.observe(element);
      const reached = ["pointerdown", "touchstart", "focusin"] as const;
      for (const type of reached) element.addEventListener(type, cameNear, listening);
      return () => {
        observer.disconnect();
        for (const type of reached) element.removeEventListener(type, cameNear, listening);
      };
    }, []);

    const onHydrated = () => {
      setHydrated(true);
      partIsLive();
    };

    return (
      <div ref={ref} data-on-demand={hydrated ? "hydrated" : "pending"}>
        <Suspense fallback={null}>
          <Part {...props} />
          <Hydrated part={ref} onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  };
}
