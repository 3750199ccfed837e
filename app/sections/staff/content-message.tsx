import { Trans, useTranslation } from "react-i18next";
import { type CataloguePage, pagePaths } from "~/features/content/text-catalogue";
import type { Language } from "~/i18n/languages";
import { splitLanguagePath } from "~/i18n/localized-path";
import styles from "./content.module.css";
import { useContentNames } from "./content-names";
import { useLanguageName } from "./language-names";
import { StaffMessage } from "./staff-message";
import messages from "./staff-message.module.css";

/** What the content pages say after a change (`?done=…`). */
export type ContentNotice =
  | { kind: "published" | "reverted"; version: number; reverts?: number }
  | { kind: "nothing_published" | "discarded" | "confirmed" | "nothing_saved" }
  | { kind: "saved"; count: number };

/** A change the content pages refused; nothing was changed. */
export type ContentRefusal =
  | "expired_form"
  | "bad_form"
  | "meanwhile"
  | "changed_meanwhile"
  | "gone"
  | "picture_missing"
  | "picture_too_large"
  | "picture_not_image"
  | "picture_too_small";

export interface ContentProblem {
  language: Language;
  namespace: string;
  key: string;
  rule: string;
  detail?: Record<string, string | number>;
  place: { page: CataloguePage; section: string; within: string[] } | null;
  href: string | null;
}

/** What the page says after a change, or why it refused one; `values` fill a refusal's message (a picture's limits). */
export function ContentMessage({
  notice,
  refusal,
  values,
}: {
  notice: ContentNotice | null;
  refusal?: ContentRefusal;
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation("staff");
  if (refusal) return <StaffMessage kind="error">{t(`content.refusals.${refusal}`, values ?? {})}</StaffMessage>;
  if (!notice) return null;
  // The notice's numbers fill its text: the version published, the one reverted, the drafts saved.
  return (
    <StaffMessage kind="notice">{t(`content.notices.${notice.kind}` as "content.notices.saved", notice)}</StaffMessage>
  );
}

/** What a content page's action answered, as a page shows it: its refusal, or the problems of a publish refused. */
type Outcome = {
  error?: ContentRefusal;
  problems?: readonly ContentProblem[];
  /** Some drafts kept back from a publish that went live (`published`, its version). */
  held?: readonly ContentProblem[];
  published?: number;
  [other: string]: unknown;
};

/**
 * Where a content page opens: what the last change did (`notice`), or why the action refused one (`outcome`), and a
 * publish the rules refused, wholly or in part.
 */
export function ContentOutcome({ notice, outcome }: { notice: ContentNotice | null; outcome?: Outcome }) {
  return (
    <>
      <ContentMessage notice={notice} refusal={outcome?.error} />
      {outcome?.problems && <ContentProblems problems={outcome.problems} />}
      {outcome?.held && <ContentProblems problems={outcome.held} published={outcome.published} />}
    </>
  );
}

/**
 * A publish (or revert) the rules refused: nothing was published. Each problem says where (page, section, language,
 * field, with a link to it) and what, in the staff's language (the rule's code when it has no message yet).
 */
export function ContentProblems({ problems, published }: { problems: readonly ContentProblem[]; published?: number }) {
  const { t } = useTranslation("staff");
  const languageName = useLanguageName();
  const names = useContentNames();
  // A page that would fail is named as the editor knows it, its address beside: "Home page (/pt)".
  const pageName = (address: string) => {
    const page = pageAt[splitLanguagePath(address).path];
    return page ? `${names.page(page)} (${address})` : address;
  };
  const message = (problem: ContentProblem) =>
    t(`content_rules.${problem.rule}` as "content.heading", {
      defaultValue: problem.rule,
      ...problem.detail,
      ...(problem.rule === "page_fails" && typeof problem.detail?.page === "string"
        ? { page: pageName(problem.detail.page) }
        : {}),
    });
  // The heading counts texts; a text may break several rules.
  const texts = new Set(problems.map(({ language, namespace, key }) => `${language} ${namespace}:${key}`)).size;
  return (
    <div role="alert" className={messages.error}>
      <p>
        {published === undefined
          ? t("content.problems.heading", { count: texts })
          : t("content.problems.held", { count: texts, version: published })}
      </p>
      <ul className={styles.problems}>
        {problems.map((problem) => {
          const where = names.place(problem.place) ?? names.elsewhere(problem.namespace, problem.key);
          // Not `<link>`: the parser of Trans takes it for HTML's empty element, and leaves the place outside.
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the text's place inside
          const place = problem.href ? <a href={problem.href} /> : <span />;
          return (
            <li
              key={`${problem.language} ${problem.namespace}:${problem.key} ${problem.rule} ${problem.detail?.page ?? ""}`}
            >
              <Trans
                t={t}
                i18nKey="content.problems.item"
                values={{ where, language: languageName(problem.language), message: message(problem) }}
                components={{ place }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The pages whose names the editor knows, by their address within a language (a treatment's page is named by its own). */
const pageAt: Record<string, CataloguePage> = Object.fromEntries(
  (Object.entries(pagePaths) as [CataloguePage, string][])
    .filter(([page]) => page !== "every_page" && page !== "treatment")
    .map(([page, path]) => [path, page]),
);
