import { useTranslation } from "react-i18next";
import { type Language, languageNames, languages } from "~/i18n/languages";
import styles from "./content.module.css";
import { useContentNames } from "./content-names";
import { PostForm, SubmitRow } from "./content-page";
import { useLanguageName } from "./language-names";
import staff from "./staff-page.module.css";

export interface EditorField {
  namespace: string;
  key: string;
  name: string;
  id: string;
  within: readonly string[];
  value: string;
  english: string | null;
  drafted: boolean;
  review: boolean;
  shown: string;
  limit: FieldLimit | null;
  findings: ReadonlyArray<{ rule: string; detail?: Record<string, string | number> }>;
  keep: readonly string[];
}

/** How long a text may be (features/content/text-limits.ts). */
export type FieldLimit = { unit: "characters" | "words"; min?: number; max: number };

/** A text's length in its limit's unit, as the staff area's script counts it while typing (staff-actions-script.ts). */
const measured = (text: string, unit: FieldLimit["unit"]) =>
  unit === "words" ? text.trim().split(/\s+/).filter(Boolean).length : [...text].length;

/** What a field with a limit carries for the script to count it as one types, into the element `countId`. */
export const countedBy = (limit: FieldLimit | null | undefined, countId: string) =>
  limit ? { "data-count": countId, "data-unit": limit.unit, "data-min": limit.min, "data-max": limit.max } : {};

/** A text's length and its limit under its field, marked while outside it; the script keeps it as one types. */
export function TextCount({ id, limit, value }: { id: string; limit: FieldLimit; value: string }) {
  const { t } = useTranslation("staff");
  const words = (length: number | string) =>
    t(
      limit.unit === "words"
        ? "content.editor.length_words"
        : limit.min !== undefined
          ? "content.editor.length_range"
          : "content.editor.length_characters",
      { length, min: limit.min, max: limit.max },
    );
  const length = measured(value, limit.unit);
  return (
    <p
      id={id}
      className={styles.count}
      data-template={words("#")}
      data-outside={length > limit.max || length < (limit.min ?? 0) ? "" : undefined}
    >
      {words(length)}
    </p>
  );
}

/**
 * The languages a section is edited in: the one edited marked, each other a button of the section's form (`form`):
 * it saves what was typed as drafts, then opens that language (routes/staff/content-section.tsx), so that nothing
 * typed is lost by moving between languages.
 */
export function EditedLanguages({
  current,
  hrefOf,
  form,
}: {
  current: Language;
  hrefOf: Record<Language, string>;
  form: string;
}) {
  const { t } = useTranslation("staff");
  return (
    <nav aria-label={t("content.editor.languages")} className={styles.languages}>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            {language === current ? (
              <a href={hrefOf[language]} hrefLang={language} lang={language} aria-current="true">
                {languageNames[language]}
              </a>
            ) : (
              <button
                type="submit"
                form={form}
                name="then"
                value={hrefOf[language]}
                lang={language}
                aria-describedby="languages-save-note"
              >
                {languageNames[language]}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p id="languages-save-note" className={styles.languagesNote}>
        {t("content.editor.languages_note")}
      </p>
    </nav>
  );
}

/** Lines a field opens with: about its text's length, within reason. */
const rowsFor = (value: string) =>
  Math.min(12, Math.max(2, Math.ceil(value.length / 60) + value.split("\n").length - 1));

/**
 * A section's texts in one language, one labelled field each (its name, the key small for reference, its marks), the
 * English beside a translation; "Save draft" keeps the fields changed.
 */
export function ContentEditor({
  id,
  language,
  fields,
  csrf,
}: {
  id: string;
  language: Language;
  fields: readonly EditorField[];
  csrf: string;
}) {
  const { t } = useTranslation("staff");
  const languageName = useLanguageName();
  const names = useContentNames();
  return (
    <PostForm
      id={id}
      csrf={csrf}
      data-unsaved={t("content.editor.unsaved")}
      className={staff.section}
      aria-label={t("content.editor.form", { language: languageName(language) })}
    >
      {fields.map((field) => {
        const englishId = `${field.id}-english`;
        const countId = `${field.id}-count`;
        const findingsId = `${field.id}-findings`;
        const { limit } = field;
        const describedBy = [
          field.english !== null ? englishId : "",
          limit ? countId : "",
          field.findings.length > 0 ? findingsId : "",
        ]
          .filter(Boolean)
          .join(" ");
        return (
          <div key={field.name} className={`${styles.text} ${field.english !== null ? styles.withEnglish : ""}`}>
            <div className={styles.name}>
              <label htmlFor={field.id} className={staff.label}>
                {names.field(field.within)}
              </label>
              {/* The text's key, for a developer's eyes: folded away, the field named in the clinic's words above. */}
              <details className={styles.technical}>
                <summary>{t("content.editor.technical")}</summary>
                <code className={styles.key}>
                  {field.namespace}:{field.key}
                </code>
              </details>
              {field.review && <span className={styles.review}>{t("content.editor.needs_review")}</span>}
              {field.drafted && <span className={styles.tag}>{t("content.editor.drafted")}</span>}
            </div>
            {/* What this form showed: a save tells a text someone else changed meanwhile (saveTexts). */}
            <input key={`${field.shown}-shown`} type="hidden" name={`${field.name}#shown`} value={field.shown} />
            <textarea
              // A new value saved: a new field (a page kept in the browser would keep what was typed).
              key={field.value}
              id={field.id}
              name={field.name}
              defaultValue={field.value}
              rows={rowsFor(field.value)}
              lang={language}
              aria-describedby={describedBy || undefined}
              aria-invalid={field.findings.length > 0 ? true : undefined}
              {...countedBy(limit, countId)}
              data-keep={field.keep.join(" ") || undefined}
              data-live={`${field.id}-live`}
              className={`${staff.input} ${styles.textarea}`}
            />
            {/* What can be checked at once, said while typing by the staff area's script (the rest at save). */}
            <p
              id={`${field.id}-live`}
              aria-live="polite"
              className={styles.live}
              data-empty={t("content_rules.empty")}
              data-missing={t("content.editor.keep_missing")}
            />
            {limit && <TextCount id={countId} limit={limit} value={field.value} />}
            {field.findings.length > 0 && (
              <ul id={findingsId} className={styles.findings}>
                {field.findings.map((finding) => (
                  <li key={`${finding.rule} ${JSON.stringify(finding.detail ?? {})}`}>
                    {t(`content_rules.${finding.rule}` as "content.heading", finding.detail ?? {})}
                  </li>
                ))}
              </ul>
            )}
            {field.english !== null && (
              <p id={englishId} className={styles.english}>
                <span className={styles.englishLabel}>{t("content.editor.english")}</span>
                <span lang="en">{field.english}</span>
              </p>
            )}
          </div>
        );
      })}
      <SubmitRow label={t("content.editor.save")} className={`${staff.buttons} ${styles.saveBar}`} />
    </PostForm>
  );
}
