import { useTranslation } from "react-i18next";
import staff from "./staff-page.module.css";

/**
 * Copies a text to the clipboard at a press and says so beside the button, through the staff area's one script
 * (app/ui/staff-actions-script.ts), which shows the button: without it, the text stays on the page to be selected.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation("staff");
  return (
    <span className={staff.copy}>
      <button
        type="button"
        hidden
        className={staff.button}
        data-copy={text}
        data-done={t("copy.done")}
        data-failed={t("copy.failed")}
      >
        {label}
      </button>
      <span role="status" className={staff.muted} />
    </span>
  );
}
