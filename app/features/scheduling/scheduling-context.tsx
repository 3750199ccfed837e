import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { useGoToSection } from "~/hooks/use-section-link";
import { useRootData } from "~/root-data";
import { SchedulingDialog } from "./scheduling-dialog";

const SchedulingContext = createContext<{ open: () => void }>({ open: () => {} });

/**
 * Lets every booking entry point (menu, drawer, floating button, treatments) open the one dialog.
 * Without a scheduling page configured (`SCHEDULING_URL`), they lead to the contact form instead.
 */
export function SchedulingProvider({ children }: { children: ReactNode }) {
  const url = useRootData()?.settings.schedulingUrl ?? null;
  const goTo = useGoToSection();
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ open: () => (url ? setOpen(true) : goTo("contactus")) }), [url, goTo]);
  return (
    <SchedulingContext value={value}>
      {children}
      {url && <SchedulingDialog open={isOpen} onClose={() => setOpen(false)} url={url} />}
    </SchedulingContext>
  );
}

export const useScheduling = () => useContext(SchedulingContext);
