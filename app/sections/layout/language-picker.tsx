import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { languageNames } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { Icon } from "~/ui/icons";
import { flagOf } from "./flags";
import styles from "./header-controls.module.css";
import { LanguageLinks } from "./language-links";

/** The top bar's language menu: a disclosure button over the five language links. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.picker}>
      <button
        ref={button}
        type="button"
        className={styles.pickerButton}
        aria-expanded={open}
        aria-controls={listId}
        // The name begins with what the button shows ("EN"), for those who speak to their device (WCAG 2.5.3).
        aria-label={`${language.toUpperCase()}, ${t("language.button", { language: languageNames[language] })}`}
        onClick={() => setOpen((value) => !value)}
      >
        {/* Lazy: on a phone the picker is hidden (it is in the drawer), and its flag need not load. */}
        <img src={flagOf(language)} alt="" width={22} height={16} loading="lazy" className={styles.flag} />
        <span aria-hidden="true">{language.toUpperCase()}</span>
        <Icon name="chevron" width={16} height={16} className={open ? styles.chevronOpen : undefined} />
      </button>
      <div id={listId} className={styles.pickerMenu} hidden={!open}>
        <LanguageLinks onChoose={() => setOpen(false)} />
      </div>
    </div>
  );
}
