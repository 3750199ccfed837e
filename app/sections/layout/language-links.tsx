import { useLayoutEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { rememberLanguage } from "~/i18n/language-storage";
import { type Language, languageNames, languages } from "~/i18n/languages";
import { useLanguage, usePathIn } from "~/i18n/use-language";
import { flagOf } from "./flags";
import styles from "./language-links.module.css";

/**
 * The five languages as links to this same page in each; the choice is remembered before the page of the new
 * language is asked for (an English address has no prefix: the server reads the remembered choice). The chosen link
 * shows itself busy at once, and the list (in the drawer or the picker) closes in the frame in which the page in the
 * new language shows: a list that closed at the tap left the visitor looking at the old page for a second.
 */
export function LanguageLinks({ onChoose }: { onChoose?: () => void }) {
  const current = useLanguage();
  const pathIn = usePathIn();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Language | null>(null);

  useLayoutEffect(() => {
    if (chosen === null || chosen !== current) return;
    setChosen(null);
    onChoose?.();
  }, [chosen, current, onChoose]);

  return (
    <ul className={styles.list}>
      {languages.map((language) => (
        <li key={language}>
          <Link
            to={pathIn(language)}
            className={styles.link}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
            aria-busy={language === chosen || undefined}
            data-tap-pending={language === chosen ? "" : undefined}
            preventScrollReset
            onClick={(event) => {
              // A new tab or window (modifier keys, middle click) is the browser's to open.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              if (language === current) return onChoose?.();
              rememberLanguage(language);
              setChosen(language);
              // The section the visitor is at, as the address says (a step within the page is the browser's alone:
              // fragment-steps.ts). Once the navigation has ended, however it ended, the link is no longer busy and the
              // list closes.
              const to = `${pathIn(language).replace(/#.*$/, "")}${window.location.hash}`;
              void Promise.resolve(navigate(to, { preventScrollReset: true })).finally(() => {
                setChosen((still) => (still === language ? null : still));
                onChoose?.();
              });
            }}
          >
            <img src={flagOf(language)} alt="" width={24} height={18} loading="lazy" className={styles.flag} />
            <span>{languageNames[language]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
