import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createExternalStore, type ExternalStore } from "~/hooks/external-store";
import { useLocations } from "~/hooks/use-locations";
import { useGoToSection } from "~/hooks/use-section-link";
import { useRootData } from "~/root-data";
import { prefetch } from "~/ui/prefetch";
import type { VisitorDetails } from "./embed-parameters";
import { SchedulingDialog } from "./scheduling-dialog";

/**
 * The dialog comes with the page, closed (a few hundred bytes of HTML), so that a tap on a booking button opens it at
 * once, even before the app runs: the page's inline script opens it then (early-taps.ts, through the buttons'
 * `data-opens-dialog`), and the app takes it over open (docs/decisions/012-early-taps.md). The code of the booking
 * frame inside it is fetched ahead when the browser is idle after start-up; the scheduling service's own page loads
 * only when the dialog opens.
 */
const bookingDialogId = "booking-dialog";
const loadEmbed = () => import("./scheduling-embed");

/** The page's contact form, as booking needs it: where it is, and what the visitor typed in it. */
export interface BookingForm {
  element: HTMLFormElement;
  details: () => VisitorDetails;
}

interface Scheduling {
  open: () => void;
  /** Spread on a button that opens the booking dialog: lets the page's inline script open it before the app runs. */
  opener: { "data-opens-dialog"?: string };
  /** The contact form on the page, if any (registered by the form itself). */
  form: ExternalStore<BookingForm | null>;
  /**
   * The clinic the contact form should show chosen: one the visitor asked to book with that has no booking page (each
   * ask a new object, so that asking again chooses it again).
   */
  contactClinic: ExternalStore<{ id: string } | null>;
}

const SchedulingContext = createContext<Scheduling>({
  open: () => {},
  opener: {},
  form: createExternalStore(null),
  contactClinic: createExternalStore(null),
});

/**
 * Lets every booking entry point (menu, drawer, floating button, treatments) open the one dialog.
 * Without a scheduling page configured (`SCHEDULING_URL`), they lead to the contact form instead.
 *
 * The value it hands out never changes after hydration (external-store.ts): the form lives in a store, and `open`
 * reads the latest address and navigation through a ref. A changing value would make React throw away the HTML of
 * every part not hydrated yet (the footer, below-the-fold sections) when a dialog opens or the form registers.
 */
export function SchedulingProvider({ children }: { children: ReactNode }) {
  const siteBooking = useRootData()?.settings.schedulingUrl ?? null;
  const locations = useLocations();
  // A booking page for some clinic: its own, or the site's (booking-clinics.ts reads each clinic's in the dialog).
  const bookable = Boolean(siteBooking) || locations.some((location) => location.booking);
  const goTo = useGoToSection();
  const [isOpen, setOpen] = useState(false);
  const [form] = useState(() => createExternalStore<BookingForm | null>(null));
  const [contactClinic] = useState(() => createExternalStore<{ id: string } | null>(null));
  const bookingForm = useSyncExternalStore(form.subscribe, form.get, () => null);
  const latest = useRef({ bookable, goTo });
  useLayoutEffect(() => {
    latest.current = { bookable, goTo };
  });
  useEffect(() => {
    if (bookable) prefetch("app/features/scheduling/scheduling-embed.tsx", loadEmbed);
  }, [bookable]);
  // `bookable` comes from the server's data (its setting and the locations), the same at hydration as on the server:
  // the value does not change after it.
  const value = useMemo<Scheduling>(
    () => ({
      open: () => {
        if (!latest.current.bookable) return latest.current.goTo("contactus");
        setOpen(true);
      },
      opener: bookable ? { "data-opens-dialog": bookingDialogId } : {},
      form,
      contactClinic,
    }),
    [form, contactClinic, bookable],
  );
  return (
    <SchedulingContext value={value}>
      {children}
      {bookable && (
        <SchedulingDialog
          id={bookingDialogId}
          open={isOpen}
          onClose={() => setOpen(false)}
          onOpenedEarly={() => setOpen(true)}
          onNoBookingPage={(clinic) => {
            setOpen(false);
            contactClinic.set({ id: clinic });
            goTo("contactus");
          }}
          form={bookingForm}
        />
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

/**
 * The clinic the contact form is asked to show chosen (the visitor wanted to book with a clinic that has no booking
 * page), once asked: the form sets its choice to it when this changes, or when it mounts after the ask.
 */
export function useContactClinic(): { id: string } | null {
  const { contactClinic } = useScheduling();
  return useSyncExternalStore(contactClinic.subscribe, contactClinic.get, () => null);
}

/** The page's contact form, for what must follow it (the floating button steps aside while it shows). */
export function useBookingFormElement(): HTMLFormElement | null {
  const { form } = useScheduling();
  return useSyncExternalStore(form.subscribe, form.get, () => null)?.element ?? null;
}
