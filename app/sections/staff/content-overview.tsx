import { useTranslation } from "react-i18next";
import { type CataloguePage, cataloguePages } from "~/features/content/text-catalogue";
import type { Language } from "~/i18n/languages";
import styles from "./content.module.css";
import { useContentNames } from "./content-names";
import { PostForm } from "./content-page";
import { useLanguageName } from "./language-names";
import staff from "./staff-page.module.css";

type Counts = ReadonlyArray<{ language: Language; count: number }>;

/** The drafts waiting: how many, in which languages, by whom; publish them all, or discard them. */
export function ContentDrafts({
  drafts,
  csrf,
  historyHref,
  confirmDiscard,
  keepHref,
}: {
  drafts: { total: number; by: ReadonlyArray<{ email: string; count: number }>; languages: Counts; records: number };
  csrf: string;
  historyHref: string;
  /** "Discard drafts" was pressed: ask once more, since every editor's drafts go. */
  confirmDiscard: boolean;
  keepHref: string;
}) {
  const { t } = useTranslation("staff");
  return (
    <section className={staff.section} aria-labelledby="content-drafts">
      <h2 id="content-drafts" className={staff.sectionHeading}>
        {t("content.drafts.heading")}
      </h2>
      {drafts.total === 0 ? (
        <p className={staff.muted}>{t("content.drafts.none")}</p>
      ) : (
        <>
          <p>{t("content.drafts.count", { count: drafts.total })}</p>
          <CountList counts={drafts.languages} label={t("content.drafts.languages")} />
          {drafts.records > 0 && <p>{t("content.drafts.records", { count: drafts.records })}</p>}
          <p className={staff.muted}>
            {t("content.drafts.by")}{" "}
            {drafts.by.map((author, index) => (
              <span key={author.email}>
                {index > 0 && ", "}
                <bdi>{author.email}</bdi> ({author.count})
              </span>
            ))}
          </p>
          {confirmDiscard ? (
            <PostForm csrf={csrf} className={staff.stackTight}>
              <p role="alert">
                <strong>{t("content.drafts.discard_question", { count: drafts.total })}</strong>
              </p>
              <input type="hidden" name="confirm" value="yes" />
              <div className={staff.buttons}>
                <button type="submit" name="intent" value="discard" className={staff.dangerButton}>
                  {t("content.drafts.discard_confirm")}
                </button>
                <a href={keepHref} className={staff.button}>
                  {t("content.drafts.keep")}
                </a>
              </div>
            </PostForm>
          ) : (
            <>
              <p className={staff.muted}>{t("content.drafts.publish_note")}</p>
              <PostForm csrf={csrf} className={staff.buttons}>
                <button type="submit" name="intent" value="publish" className={staff.primaryButton}>
                  {t("content.drafts.publish")}
                </button>
                <button type="submit" name="intent" value="discard" className={staff.dangerButton}>
                  {t("content.drafts.discard")}
                </button>
              </PostForm>
            </>
          )}
        </>
      )}
      <p>
        <a href={historyHref} className={staff.textLink}>
          {t("content.history.link")}
        </a>
      </p>
    </section>
  );
}

/** Counts per language, each language named. */
function CountList({ counts, label }: { counts: Counts; label: string }) {
  const languageName = useLanguageName();
  return (
    <ul className={styles.counts} aria-label={label}>
      {counts.map(({ language, count }) => (
        <li key={language} className={styles.tag}>
          {languageName(language, true)}: {count}
        </li>
      ))}
    </ul>
  );
}

/** The languages with translations to review since their English changed, each a link to its list. */
export function ContentReviews({ reviews, base }: { reviews: Counts; base: string }) {
  const { t } = useTranslation("staff");
  const languageName = useLanguageName();
  return (
    <section className={staff.section} aria-labelledby="content-reviews">
      <h2 id="content-reviews" className={staff.sectionHeading}>
        {t("content.review.heading")}
      </h2>
      {reviews.length === 0 ? (
        <p className={staff.muted}>{t("content.review.none")}</p>
      ) : (
        <>
          <p className={staff.muted}>{t("content.review.intro")}</p>
          <ul className={styles.counts}>
            {reviews.map(({ language, count }) => (
              <li key={language}>
                <a href={`${base}?review=${language}`} className={staff.button}>
                  {t("content.review.in_language", { language: languageName(language), count })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export interface SectionRow {
  id: string;
  page: CataloguePage;
  texts: number;
  drafts: Counts;
  reviews: Counts;
}

/** Every page and its sections: how many texts, drafts and texts to review each holds, and the link to edit it. */
export function ContentPages({ sections, base }: { sections: readonly SectionRow[]; base: string }) {
  const { t } = useTranslation("staff");
  const names = useContentNames();
  return (
    <>
      {cataloguePages.map((page) => (
        <section key={page} className={staff.section} aria-labelledby={`content-page-${page}`}>
          <h2 id={`content-page-${page}`} className={staff.sectionHeading}>
            {names.page(page)}
          </h2>
          <div className={staff.tableWrap}>
            <table className={`${staff.table} ${staff.stacked} ${styles.sections}`}>
              <thead>
                <tr>
                  <th scope="col">{t("content.columns.section")}</th>
                  <th scope="col">{t("content.columns.texts")}</th>
                  <th scope="col">{t("content.columns.drafts")}</th>
                  <th scope="col">{t("content.columns.review")}</th>
                </tr>
              </thead>
              <tbody>
                {sections
                  .filter((section) => section.page === page)
                  .map((section) => (
                    <tr key={section.id}>
                      <th scope="row">
                        <a href={`${base}/${section.id}`}>{names.section(section.id)}</a>
                      </th>
                      <td data-label={t("content.columns.texts")}>{section.texts}</td>
                      <td data-label={t("content.columns.drafts")}>
                        {section.drafts.length ? <Codes counts={section.drafts} /> : "—"}
                      </td>
                      <td data-label={t("content.columns.review")}>
                        {section.reviews.length ? <Codes counts={section.reviews} /> : "—"}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

/** Counts per language in a table's cell: short codes, named for screen readers. */
function Codes({ counts }: { counts: Counts }) {
  const languageName = useLanguageName();
  return (
    <ul className={styles.counts}>
      {counts.map(({ language, count }) => (
        <li key={language}>
          <abbr title={languageName(language, true)}>{language.toUpperCase()}</abbr> {count}
        </li>
      ))}
    </ul>
  );
}
