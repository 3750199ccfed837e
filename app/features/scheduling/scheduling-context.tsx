import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { SchedulingDialog } from "./scheduling-dialog";

const SchedulingContext = createContext<{ open: () => void }>({ open: () => {} });

/** Lets every booking entry point (menu, drawer, floating button) open the one dialog. */
export function SchedulingProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ open: () => setOpen(true) }), []);
  return (
    <SchedulingContext value={value}>
      {children}
      <SchedulingDialog open={isOpen} onClose={() => setOpen(false)} />
    </SchedulingContext>
  );
}

export const useScheduling = () => useContext(SchedulingContext);
