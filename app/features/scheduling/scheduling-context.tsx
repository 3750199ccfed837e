import {
  createContext,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createExternalStore, type ExternalStore } from "~/hooks/external-store";
import { useGoToSection } from "~/hooks/use-section-link";
import { useRootData } from "~/root-data";
import { lazyFetchedAhead, prefetch } from "~/ui/prefetch";
import { PressedControlBusy } from "~/ui/pressed-control-busy";
import type { VisitorDetails } from "./embed-parameters";

// The dialog renders when a visitor first asks for it. Its code, and the code of the booking frame inside it, is
// fetched ahead when the browser is idle after start-up; the scheduling service's own page loads only when the
// dialog opens.
const {
  Component: SchedulingDialog,
  fetchCode: loadDialog,
  whenLoaded: whenDialogLoaded,
} = lazyFetchedAhead(
  () => import("./scheduling-dialog"),
  (module) => module.SchedulingDialog,
);
const loadEmbed = () => import("./scheduling-embed");

/** The page's contact form, as booking needs it: where it is, and what the visitor typed in it. */
export interface BookingForm {
  element: HTMLFormElement;
  details: () => VisitorDetails;
}

interface Scheduling {
  open: () => void;
  /** The contact form on the page, if any (registered by the form itself). */
  form: ExternalStore<BookingForm | null>;
}

const SchedulingContext = createContext<Scheduling>({ open: () => {}, form: createExternalStore(null) });

/**
 * Lets every booking entry point (menu, drawer, floating button, treatments) open the one dialog.
 * Without a scheduling page configured (`SCHEDULING_URL`), they lead to the contact form instead.
 *
 * The value it hands out never changes after hydration (external-store.ts): the form lives in a store, and `open`
 * reads the latest address and navigation through a ref. A changing value would make React throw away the HTML of
 * every part not hydrated yet (the footer, below-the-fold sections) when a dialog opens or the form registers.
 */
export function SchedulingProvider({ children }: { children: ReactNode }) {
  const url = useRootData()?.settings.schedulingUrl ?? null;
  const goTo = useGoToSection();
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [form] = useState(() => createExternalStore<BookingForm | null>(null));
  const latest = useRef({ url, goTo });
  useLayoutEffect(() => {
    latest.current = { url, goTo };
  });
  useEffect(() => {
    if (!url) return;
    prefetch("app/features/scheduling/scheduling-dialog.tsx", loadDialog);
    prefetch("app/features/scheduling/scheduling-embed.tsx", loadEmbed);
  }, [url]);
  const value = useMemo<Scheduling>(
    () => ({
      open: () => {
        if (!latest.current.url) return latest.current.goTo("contactus");
        whenDialogLoaded(() => {
          setWanted(true);
          setOpen(true);
        });
      },
      form,
    }),
    [form],
  );
  return (
    <SchedulingContext value={value}>
      {children}
      {url && wanted && (
        <Suspense fallback={<PressedControlBusy />}>
          <SchedulingDialog
            open={isOpen}
            onClose={() => setOpen(false)}
            url={url}
            visitor={() => form.get()?.details() ?? {}}
          />
        </Suspense>
      )}
    </SchedulingContext>
  );
}

export const useScheduling = () => useContext(SchedulingContext);

/**
 * Registers the page's contact form with booking: the floating button steps aside while it is on
 * screen, and the booking page starts from the name and e-mail typed in it (read when the dialog
 * opens). `details` must be stable (e.g. from `useCallback`).
 */
export function useBookingForm(element: RefObject<HTMLFormElement | null>, details: () => VisitorDetails) {
  const { form } = useScheduling();
  useEffect(() => {
    form.set(element.current ? { element: element.current, details } : null);
    return () => form.set(null);
  }, [form, element, details]);
}

/** The page's contact form, for what must follow it (the floating button steps aside while it shows). */
export function useBookingFormElement(): HTMLFormElement | null {
  const { form } = useScheduling();
  return useSyncExternalStore(form.subscribe, form.get, () => null)?.element ?? null;
}
