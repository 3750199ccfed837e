import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./dialog.module.css";
import { Icon } from "./icons";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /**
   * "center": a card in the middle; "drawer": a panel from the right; "full": the whole screen;
   * "wide": up to 1000 × 680 px on large screens, the whole screen under 975 px (booking).
   */
  variant?: "center" | "drawer" | "full" | "wide";
  className?: string;
  /**
   * The id by which the page's inline script opens the dialog before the app runs (early-taps.ts: a button with
   * `data-opens-dialog` set to it), for a dialog rendered with the page; `onOpenedEarly` then tells the owner, at
   * hydration, that the visitor opened it already.
   */
  id?: string;
  onOpenedEarly?: () => void;
}

/**
 * What the owner of a dialog the page carries closed, opened before the app runs, hands it (the drawer, the booking
 * dialog): its id, whether it is open, and what closes it or tells that the visitor opened it already.
 */
export type EarlyDialogState = Required<Pick<DialogProps, "id" | "open" | "onClose" | "onOpenedEarly">>;

/**
 * A modal dialog on the platform's <dialog>: focus moves in, Tab stays inside, Escape closes it,
 * and the browser gives focus back to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  variant = "center",
  className,
  id,
  onOpenedEarly,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hydrated = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows `open` only; `onOpenedEarly` is read at hydration
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Open at hydration though the app did not open it: the visitor tapped an opener before the app ran, and the
    // page's inline script opened it (early-taps.ts). It stays open, and its owner learns so.
    if (!hydrated.current) {
      hydrated.current = true;
      if (!open && dialog.open && onOpenedEarly) return onOpenedEarly();
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse convenience; Escape closes for keyboards
    <dialog
      ref={ref}
      id={id}
      className={`${styles.dialog} ${styles[variant]} ${className ?? ""}`}
      aria-labelledby={titleId}
      // The close event comes a task after close(): if the dialog was opened again meanwhile (a quick press
      // on an opener), it is stale and must not close the new one.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      // Escape: our state closes the dialog, at once. Left to the browser, the close event comes a
      // task later, and a press on an opener in between would be lost (seen under load in CI).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={closeLabel}
            data-closes-dialog=""
          >
            <Icon name="close" width={22} height={22} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
