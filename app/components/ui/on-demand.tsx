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

/**
 * Parts of a page below the first screen whose code a phone need not download before its visitor
 * does anything (docs/decisions/009-first-paint.md). Their HTML comes with the page and reads as
 * usual; their code loads, and they hydrate, once the visitor acts on the page (a tap, a key,
 * scrolling, focus) or the part comes on screen. Until then a link or a form works as
 * without JavaScript, and a button pressed before the code arrived is pressed again once it did
 * (React drops events on content it has not hydrated yet).
 */

const onServer = typeof document === "undefined";
const interactions = ["pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin"] as const;
const listening = { capture: true, passive: true } as const;

let release: () => void = () => {};
const visitorActed = onServer
  ? Promise.resolve()
  : new Promise<void>((resolve) => {
      release = () => {
        for (const type of interactions) window.removeEventListener(type, release, listening);
        resolve();
      };
      for (const type of interactions) window.addEventListener(type, release, listening);
      if (window.scrollY > 0) release();
    });

/**
 * Parts React has taken over, marked in the very commit that hydrated them: a click that comes after it
 * reaches the part's own handlers, before the part's effects (and its `data-on-demand` attribute) follow.
 */
const hydratedParts = new WeakSet<Element>();

/** A button pressed inside a part that has not hydrated yet: pressed again when it has. */
let pressedEarly: HTMLButtonElement | null = null;
if (!onServer) {
  window.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest?.("button");
      // A submit button's own action (the form's native post) still happens: only plain buttons wait.
      if (button?.type !== "button") return;
      const part = button.closest("[data-on-demand]");
      // Pressed again later only if React did not see this press (a second press would undo the first).
      if (part && !hydratedParts.has(part)) pressedEarly = button;
    },
    { capture: true },
  );
}

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
  useLayoutEffect(() => {
    if (part.current) hydratedParts.add(part.current);
  }, [part]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part has hydrated
  useEffect(onHydrated, []);
  return null;
}

const serverParts: Promise<unknown>[] = [];

/**
 * On the server every part renders at once, in the page's HTML: React would otherwise stream a part
 * that suspended into a hidden element and reveal it with a script. `app/entry.server.tsx` waits for this.
 */
export const onDemandPartsLoaded = () => Promise.all(serverParts);

/** `load` imports a module whose default export is the part; the result renders it on demand. */
export function onDemand<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let Part: ComponentType<Props>;
  // This part's own gate: it came on screen (the visitor's first act opens every part's).
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
    Part = lazy(() => Promise.race([visitorActed, near]).then(() => persistently(load)));
  }

  return function OnDemand(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    const [hydrated, setHydrated] = useState(false);

    useEffect(() => {
      const element = ref.current;
      if (!element || typeof IntersectionObserver === "undefined") return cameNear();
      const observer = new IntersectionObserver((entries) => {
        // Some of it on screen: a part that only touches the screen's edge counts as intersecting too,
        // and a part that is not displayed (a desktop-only control on a phone) never does.
        if (entries.some((entry) => entry.intersectionRatio > 0)) cameNear();
      });
      observer.observe(element);
      return () => observer.disconnect();
    }, []);

    const onHydrated = () => {
      setHydrated(true);
      const button = pressedEarly;
      if (!button || !ref.current?.contains(button)) return;
      pressedEarly = null;
      button.click();
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
