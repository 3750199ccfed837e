/**
 * A value kept outside React, read with `useSyncExternalStore`. A context whose value changes after hydration reaches
 * into every part of the page not hydrated yet, and React throws away their server HTML to render them anew
 * (app/ui/on-demand.tsx): providers above such parts hand out one unchanging object, and whatever changes
 * lives in a store like this one, read only where it is shown.
 */
export function createExternalStore<Value>(initial: Value) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: Value) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ExternalStore<Value> = ReturnType<typeof createExternalStore<Value>>;
