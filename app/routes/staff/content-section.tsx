import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import {
  editedLanguage,
  inLanguage,
  placeOf,
  type SaveConflict,
  saveSection,
  sectionEditor,
} from "~/features/content/content-editor.server";
import { sourceLanguage } from "~/features/content/content-store.server";
import { type PublishRefusal, publishAction } from "~/features/content/publish-action.server";
import { pagePaths, sectionById } from "~/features/content/text-catalogue";
import {
  currentAccount,
  currentSession,
  readStaffForm,
  requires,
  signedIn,
  staffPath,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { languageNameIn } from "~/i18n/language-name-in";
import { type Language, languages } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { serverT } from "~/i18n/resources.server";
import { ContentEditor, EditedLanguages } from "~/sections/staff/content-editor";
import { ContentMessage, ContentProblems, type ContentRefusal } from "~/sections/staff/content-message";
import { useContentNames } from "~/sections/staff/content-names";
import { useLanguageName } from "~/sections/staff/language-names";
import { SaveConflicts } from "~/sections/staff/save-conflicts";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-section";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

function sectionOr404(id: string) {
  const section = sectionById(id);
  if (!section) throw data(null, { status: 404 });
  return section;
}

/** One section of a page in one language: each text's field, the English beside a translation. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const section = sectionOr404(params.section);
    const url = new URL(request.url);
    const edited = editedLanguage(url, language);
    const base = staffPath(language, `/content/${section.id}`);
    const t = serverT(language, "staff");
    const saved = url.searchParams.get("done") === "saved";
    return {
      title: `${t(`content.sections.${section.id}` as "content.sections.top_bar")} (${languageNameIn(language)(edited)}) | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      section: { id: section.id, page: section.page },
      language: edited,
      source: edited === sourceLanguage,
      backHref: staffPath(language, "/content"),
      // The real page in the language edited, with every draft over the published texts (content-preview.server.ts).
      previewHref: `${localizedPath(edited, pagePaths[section.page])}?preview=drafts`,
      languageHrefs: Object.fromEntries(languages.map((other) => [other, inLanguage(base, other)])) as Record<
        Language,
        string
      >,
      notice: saved
        ? { kind: "saved" as const, count: Math.max(0, Math.min(10_000, Number(url.searchParams.get("count")) || 0)) }
        : url.searchParams.get("done") === "published" && Number(url.searchParams.get("version")) > 0
          ? { kind: "published" as const, version: Number(url.searchParams.get("version")) }
          : url.searchParams.get("done") === "nothing_published"
            ? { kind: "nothing_published" as const }
            : null,
      fields: await sectionEditor(section, edited),
    };
  });

type Refusal = { error: ContentRefusal } | { conflicts: SaveConflict[]; saved: number } | PublishRefusal;

/** "Save draft": the fields changed become drafts; then back to the section, which says how many (303). */
async function act({ request, params, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const section = sectionOr404(params.section);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const edited = editedLanguage(new URL(request.url), language);
  // This section's drafts in this language alone, published from here; the site's other drafts stay.
  if (form.form.get("intent") === "publish") {
    return publishAction(context, {
      back: inLanguage(staffPath(language, `/content/${section.id}`), edited),
      base: staffPath(language, "/content"),
      scope: (change) => change.language === edited && placeOf(change)?.section === section.id,
    });
  }
  const { saved, conflicts } = await saveSection(section, edited, form.form, currentAccount(context).id);
  // Texts someone else changed meanwhile: the rest kept, these told, the page showing their version (its loader runs
  // again after a 200, as after a save).
  if (conflicts.length > 0) return data<Refusal>({ conflicts, saved });
  // Saved on the way to another language of the section (its buttons are the form's): that language next.
  const base = staffPath(language, `/content/${section.id}`);
  const then = form.form.get("then");
  const next = languages.map((other) => inLanguage(base, other)).find((href) => href === then);
  // (Nothing typed: the other language opens as by a link, with nothing to say.)
  if (next && saved === 0) throw redirect(next, 303);
  const back = next ?? inLanguage(base, edited);
  throw redirect(`${back}${back.includes("?") ? "&" : "?"}done=saved&count=${saved}`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function ContentSection({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const languageName = useLanguageName();
  const names = useContentNames();
  const { section, language } = loaderData;
  return (
    <div className={staff.stack}>
      <header className={staff.stackTight}>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.back")}
          </a>
        </p>
        <h1 className={staff.heading}>
          {names.page(section.page)} › {names.section(section.id)}
        </h1>
        <p className={staff.intro}>
          {t(loaderData.source ? "content.editor.intro_english" : "content.editor.intro", {
            language: languageName(language),
          })}
        </p>
        <EditedLanguages current={language} hrefOf={loaderData.languageHrefs} form="section-form" />
        <p>
          <a href={loaderData.previewHref} className={staff.textLink} target="_blank" rel="noopener">
            {t("content.editor.preview", { language: languageName(language) })}
          </a>{" "}
          {t("content.editor.preview_note")}
        </p>
      </header>
      <ContentMessage
        notice={
          actionData && "conflicts" in actionData
            ? actionData.saved > 0
              ? { kind: "saved", count: actionData.saved }
              : null
            : loaderData.notice && loaderData.notice.count === 0
              ? { kind: "nothing_saved" }
              : loaderData.notice
        }
        refusal={actionData && "error" in actionData ? actionData.error : undefined}
      />
      {actionData && "conflicts" in actionData && <SaveConflicts conflicts={actionData.conflicts} />}
      {actionData && "problems" in actionData && <ContentProblems problems={actionData.problems} />}
      {actionData && "held" in actionData && (
        <ContentProblems problems={actionData.held} published={actionData.published} />
      )}
      <ContentEditor id="section-form" language={language} fields={loaderData.fields} csrf={loaderData.csrf} />
      {/* This section's drafts in this language go live from here (the site's other drafts stay). */}
      <form method="post" className={staff.buttons}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <button type="submit" name="intent" value="publish" className={`${staff.button} ${staff.longButton}`}>
          {t("content.editor.publish", { language: languageName(language) })}
        </button>
      </form>
    </div>
  );
}
