import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import {
  editedLanguage,
  inLanguage,
  placeOf,
  type SaveConflict,
  saveSection,
  sectionEditor,
} from "~/features/content/content-editor.server";
import { sourceLanguage } from "~/features/content/content-store.server";
import type { PublishRefusal } from "~/features/content/publish-action.server";
import { pagePaths, sectionById } from "~/features/content/text-catalogue";
import { currentAccount } from "~/features/staff/staff-access.server";
import { languageNameIn } from "~/i18n/language-name-in";
import { type Language, languages } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { serverT } from "~/i18n/resources.server";
import { ContentEditor, EditedLanguages } from "~/sections/staff/content-editor";
import { ContentOutcome, type ContentRefusal } from "~/sections/staff/content-message";
import { useContentNames } from "~/sections/staff/content-names";
import { ContentHeader, PublishForm } from "~/sections/staff/content-page";
import { useLanguageName } from "~/sections/staff/language-names";
import { SaveConflicts } from "~/sections/staff/save-conflicts";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-section";
import { contentAction, contentLoader, contentMiddleware, contentNotice } from "./content-route.server";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = contentMiddleware;

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

function sectionOr404(id: string) {
  const section = sectionById(id);
  if (!section) throw data(null, { status: 404 });
  return section;
}

/** One section of a page in one language: each text's field, the English beside a translation. */
export const loader = contentLoader(async ({ request, params }: Route.LoaderArgs, { language, content }) => {
  const section = sectionOr404(params.section);
  const url = new URL(request.url);
  const edited = editedLanguage(url, language);
  const base = `${content}/${section.id}`;
  const t = serverT(language, "staff");
  return {
    title: `${t(`content.sections.${section.id}` as "content.sections.top_bar")} (${languageNameIn(language)(edited)})`,
    section: { id: section.id, page: section.page },
    language: edited,
    source: edited === sourceLanguage,
    backHref: content,
    // The real page in the language edited, with every draft over the published texts (content-preview.server.ts).
    previewHref: `${localizedPath(edited, pagePaths[section.page])}?preview=drafts`,
    languageHrefs: Object.fromEntries(languages.map((other) => [other, inLanguage(base, other)])) as Record<
      Language,
      string
    >,
    notice: contentNotice(url, ["saved", "published", "nothing_published"]),
    fields: await sectionEditor(section, edited),
  };
});

type Refusal = { error: ContentRefusal } | { conflicts: SaveConflict[]; saved: number } | PublishRefusal;

/**
 * "Save draft": the fields changed become drafts; then back to the section, which says how many (303). The database
 * failing answers 503, never 500 (unavailable.server.ts).
 */
export const action = contentAction(
  async ({ request, params, context }: Route.ActionArgs, { language, content, form, intent, publish }) => {
    const section = sectionOr404(params.section);
    const edited = editedLanguage(new URL(request.url), language);
    const base = `${content}/${section.id}`;
    // This section's drafts in this language alone, published from here; the site's other drafts stay.
    if (intent === "publish") {
      return publish(
        inLanguage(base, edited),
        (change) => change.language === edited && placeOf(change)?.section === section.id,
      );
    }
    const { saved, conflicts } = await saveSection(section, edited, form, currentAccount(context).id);
    // Texts someone else changed meanwhile: the rest kept, these told, the page showing their version (its loader
    // runs again after a 200, as after a save).
    if (conflicts.length > 0) return data<Refusal>({ conflicts, saved });
    // Saved on the way to another language of the section (its buttons are the form's): that language next.
    const then = form.get("then");
    const next = languages.map((other) => inLanguage(base, other)).find((href) => href === then);
    // (Nothing typed: the other language opens as by a link, with nothing to say.)
    if (next && saved === 0) throw redirect(next, 303);
    const back = next ?? inLanguage(base, edited);
    throw redirect(`${back}${back.includes("?") ? "&" : "?"}done=saved&count=${saved}`, 303);
  },
);

export default function ContentSection({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const languageName = useLanguageName();
  const names = useContentNames();
  const { section, language } = loaderData;
  return (
    <div className={staff.stack}>
      <ContentHeader
        back={{ href: loaderData.backHref }}
        heading={`${names.page(section.page)} › ${names.section(section.id)}`}
        intro={t(loaderData.source ? "content.editor.intro_english" : "content.editor.intro", {
          language: languageName(language),
        })}
        preview={{
          href: loaderData.previewHref,
          text: t("content.editor.preview", { language: languageName(language) }),
        }}
      >
        <EditedLanguages current={language} hrefOf={loaderData.languageHrefs} form="section-form" />
      </ContentHeader>
      <ContentOutcome
        notice={
          actionData && "conflicts" in actionData
            ? actionData.saved > 0
              ? { kind: "saved", count: actionData.saved }
              : null
            : loaderData.notice
        }
        outcome={actionData}
      />
      {actionData && "conflicts" in actionData && <SaveConflicts conflicts={actionData.conflicts} />}
      <ContentEditor id="section-form" language={language} fields={loaderData.fields} csrf={loaderData.csrf} />
      {/* This section's drafts in this language go live from here (the site's other drafts stay). */}
      <PublishForm csrf={loaderData.csrf} label={t("content.editor.publish", { language: languageName(language) })} />
    </div>
  );
}
