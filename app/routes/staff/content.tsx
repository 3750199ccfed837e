import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { contentOverview, reviewList, textHref } from "~/features/content/content-editor.server";
import { contentStore } from "~/features/content/content-services.server";
import { sourceLanguage } from "~/features/content/content-store.server";
import type { PublishRefusal } from "~/features/content/publish-action.server";
import { isEditableNamespace } from "~/features/content/text-catalogue";
import { operatorKind } from "~/features/records/kinds/operators.server";
import { editorPathOf, recordKinds } from "~/features/records/kinds.server";
import { staffText } from "~/features/records/record-views.server";
import { audit } from "~/features/staff/staff-access.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import { ContentOutcome, type ContentProblem, type ContentRefusal } from "~/sections/staff/content-message";
import { ContentDrafts, ContentPages, ContentReviews } from "~/sections/staff/content-overview";
import { ContentHeader } from "~/sections/staff/content-page";
import { ContentReviewList } from "~/sections/staff/content-review";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content";
import { contentAction, contentLoader, contentMiddleware, contentNotice } from "./content-route.server";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = contentMiddleware;

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

const translation = (value: string | null): Language | null =>
  isLanguage(value) && value !== sourceLanguage ? value : null;

/**
 * The site's content (editors and owners): its pages and sections with their drafts and texts to review, the drafts
 * waiting to be published, and, with `?review=pt`, the translations of a language to review.
 */
export const loader = contentLoader(async ({ request }: Route.LoaderArgs, { language, content: base }) => {
  const url = new URL(request.url);
  const reviewing = translation(url.searchParams.get("review"));
  return {
    title: serverT(language, "staff")("content.title"),
    base,
    // Each declared kind's list, in the kinds' order (the legal identity by country, below).
    recordLinks: recordKinds
      .filter((kind) => kind !== operatorKind)
      .map((kind) => ({
        kind: kind.kind,
        href: `${base}${editorPathOf(kind)}`,
        text: staffText(language)(`content.${kind.kind}.link`),
      })),
    operatorLinks: operatorKind.defaults().map(({ id }) => ({
      country: id.toUpperCase() as "BR",
      href: `${base}/legal/${id}`,
    })),
    historyHref: `${base}/history`,
    // What the last change did, as the address says after it (`?done=published&version=3`).
    notice: contentNotice(url, ["published", "nothing_published", "discarded", "confirmed"]),
    overview: await contentOverview(),
    review: reviewing
      ? {
          language: reviewing,
          texts: (await reviewList(reviewing)).map((text) => ({
            ...text,
            href: textHref(base, text.section, { ...text, language: reviewing }),
          })),
        }
      : null,
  };
});

type Refusal = { error: ContentRefusal } | { problems: ContentProblem[] } | { confirmDiscard: true } | PublishRefusal;

/**
 * Publish every draft, discard them, or confirm a translation still right; then back to the page (303). The database
 * failing answers 503, never 500 (unavailable.server.ts).
 */
export const action = contentAction(async ({ context }: Route.ActionArgs, { content: base, form, intent, publish }) => {
  if (intent === "publish") return publish(base);
  if (intent === "discard") {
    // Every editor's drafts go at once: the button asks once more (the page works without scripts, so no dialog).
    if (form.get("confirm") !== "yes") return data<Refusal>({ confirmDiscard: true });
    const discarded = await contentStore().discardDrafts();
    if (discarded.texts > 0) await audit(context, { action: "content_drafts_discarded", detail: discarded });
    throw redirect(`${base}?done=discarded`, 303);
  }
  if (intent === "confirm") {
    const [reviewed, namespace, key] = ["language", "namespace", "key"].map((name) => form.get(name));
    const text = translation(typeof reviewed === "string" ? reviewed : null);
    if (!text || !isEditableNamespace(namespace) || typeof key !== "string") {
      return data<Refusal>({ error: "bad_form" }, { status: 400 });
    }
    const id = { language: text, namespace, key: key.slice(0, 200) };
    const review = (await contentStore().reviews(text)).find(
      (candidate) => candidate.namespace === id.namespace && candidate.key === id.key,
    );
    if (!review || !(await contentStore().confirm(id))) return data<Refusal>({ error: "gone" }, { status: 404 });
    await audit(context, {
      action: "content_review_confirmed",
      objectId: String(review.sinceVersion),
      detail: { language: text, text: `${namespace}:${id.key}` },
    });
    throw redirect(`${base}?review=${text}&done=confirmed`, 303);
  }
  return data<Refusal>({ error: "bad_form" }, { status: 400 });
});

export default function Content({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["staff", "common"]);
  const { overview, review, base } = loaderData;
  return (
    <div className={staff.stack}>
      <ContentHeader heading={t("content.heading")} intro={t("content.intro")} />
      {/* What a publish, a discard or a refusal just did, where the page opens, before the editor's links. */}
      <ContentOutcome notice={actionData ? null : loaderData.notice} outcome={actionData} />
      <div className={staff.stackTight}>
        {loaderData.recordLinks.map(({ kind, href, text }) => (
          <p key={kind}>
            <a href={href} className={staff.textLink}>
              {text}
            </a>
          </p>
        ))}
        <p className={staff.textLink}>
          {t("content.operators.link")}{" "}
          {loaderData.operatorLinks.map(({ country, href }, index) => (
            <Fragment key={country}>
              {index > 0 && " · "}
              <a href={href}>{t(`common:countries.${country}`)}</a>
            </Fragment>
          ))}
        </p>
      </div>
      {review && (
        <ContentReviewList language={review.language} texts={review.texts} csrf={loaderData.csrf} backHref={base} />
      )}
      <ContentDrafts
        drafts={overview.drafts}
        csrf={loaderData.csrf}
        historyHref={loaderData.historyHref}
        confirmDiscard={Boolean(actionData && "confirmDiscard" in actionData)}
        keepHref={base}
      />
      {!review && <ContentReviews reviews={overview.reviews} base={base} />}
      <ContentPages sections={overview.sections} base={base} />
    </div>
  );
}
