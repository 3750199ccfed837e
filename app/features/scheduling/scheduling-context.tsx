import {
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useGoToSection } from "~/hooks/use-section-link";
import { useRootData } from "~/root-data";
import type { VisitorDetails } from "./embed-parameters";

// The dialog's code loads when a visitor first asks for it (the widget's own code later still, inside it).
const SchedulingDialog = lazy(() =>
  import("./scheduling-dialog").then(({ SchedulingDialog }) => ({ default: SchedulingDialog })),
);

/** The page's contact form, as booking needs it: where it is, and what the visitor typed in it. */
export interface BookingForm {
  element: HTMLFormElement;
  details: () => VisitorDetails;
}

interface Scheduling {
  open: () => void;
  /** The contact form on the page, if any (registered by the form itself). */
  form: BookingForm | null;
  setForm: (form: BookingForm | null) => void;
}

const SchedulingContext = createContext<Scheduling>({ open: () => {}, form: null, setForm: () => {} });

/**
 * Lets every booking entry point (menu, drawer, floating button, treatments) open the one dialog.
 * Without a scheduling page configured (`SCHEDULING_URL`), they lead to the contact form instead.
 */
export function SchedulingProvider({ children }: { children: ReactNode }) {
  const url = useRootData()?.settings.schedulingUrl ?? null;
  const goTo = useGoToSection();
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [form, setForm] = useState<BookingForm | null>(null);
  const value = useMemo<Scheduling>(
    () => ({
      open: () => {
        if (!url) return goTo("contactus");
        setWanted(true);
        setOpen(true);
      },
      form,
      setForm,
    }),
    [url, goTo, form],
  );
  return (
    <SchedulingContext value={value}>
      {children}
      {url && wanted && (
        <Suspense fallback={null}>
          <SchedulingDialog
            open={isOpen}
            onClose={() => setOpen(false)}
            url={url}
            visitor={() => form?.details() ?? {}}
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
  const { setForm } = useScheduling();
  useEffect(() => {
    setForm(element.current ? { element: element.current, details } : null);
    return () => setForm(null);
  }, [setForm, element, details]);
}
