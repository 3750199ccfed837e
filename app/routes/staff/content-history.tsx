import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { getEnv } from "~/config/env.server";
import { defaultText } from "~/features/content/catalogue-content.server";
import { placedProblems, placeOf } from "~/features/content/content-editor.server";
import { contentStore, revertVersion } from "~/features/content/content-services.server";
import type { TextChange } from "~/features/content/content-store.server";
import { PublishedMeanwhileError } from "~/features/content/content-store.server";
import { readableValue } from "~/features/records/record-views.server";
import { audit, currentAccount, staffAccounts } from "~/features/staff/staff-access.server";
import { staffTime } from "~/features/staff/staff-time";
import { positiveInt } from "~/http/positive-int";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import { ContentHistory, type HistoryVersion } from "~/sections/staff/content-history";
import { ContentOutcome, type ContentProblem, type ContentRefusal } from "~/sections/staff/content-message";
import { ContentHeader } from "~/sections/staff/content-page";
import { Paging } from "~/sections/staff/paging";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-history";
import { contentAction, contentLoader, contentMiddleware, contentNotice } from "./content-route.server";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = contentMiddleware;

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/**
 * A change as the staff read it: a field's value in their words (readableValue: "Yes", a card's name, the days), and
 * the site's own text or value where the change has none (`null`), with `*Default` saying it is the default.
 */
function readable(change: TextChange, language: Language) {
  const value = (written: string | null) => {
    const shown = written ?? defaultText(change) ?? null;
    return shown !== null && change.namespace === "catalogue" ? readableValue(change.key, shown, language) : shown;
  };
  return {
    ...change,
    before: value(change.before),
    after: value(change.after),
    beforeDefault: change.before === null,
    afterDefault: change.after === null,
  };
}

/** Versions per page of the history. */
const versionsPerPage = 20;

const versionParam = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** A version's change as the history shows it: readable, its place, who wrote it (`person`: an account's address). */
const shownChange = ({ draftedBy, ...change }: TextChange, language: Language, person: (id: string) => string) => ({
  ...readable(change, language),
  place: placeOf(change) ?? null,
  by: draftedBy ? person(draftedBy) : null,
});

/** An account by its address; `command_line` (content:import) as the component names it. */
const people = async () => {
  const emails = new Map((await staffAccounts().list()).map((account) => [account.id, account.email]));
  return (id: string) => emails.get(id) ?? id;
};

/** Every published version, newest first, with its changes; `?page=2` for older ones. */
export const loader = contentLoader(async ({ request }: Route.LoaderArgs, { language, content }) => {
  const url = new URL(request.url);
  const page = positiveInt(url.searchParams.get("page"), 1, 100_000);
  const base = `${content}/history`;
  const [{ versions, total }, person] = await Promise.all([
    contentStore().versions(versionsPerPage, (page - 1) * versionsPerPage),
    people(),
  ]);
  const pages = Math.max(1, Math.ceil(total / versionsPerPage));
  return {
    title: serverT(language, "staff")("content.history.title"),
    backHref: content,
    notice: contentNotice(url, ["reverted", "nothing_published"]),
    versions: versions.map((item) => ({
      version: item.version,
      time: staffTime(item.publishedAt, language, getEnv().STAFF_TIME_ZONE),
      by: person(item.publishedBy),
      reverts: item.reverts,
      changes: item.changes.map((change) => shownChange(change, language, person)),
    })),
    paging: {
      page,
      pages,
      previous: page > 1 ? `${base}?page=${page - 1}` : null,
      next: page < pages ? `${base}?page=${page + 1}` : null,
    },
  };
});

type Refusal =
  | { error: ContentRefusal }
  | { problems: ContentProblem[] }
  | { confirmRevert: { version: number; changes: HistoryVersion["changes"] } };

/**
 * "Revert": the version's texts back as they were before it, as a new version (when the rules allow it). The database
 * failing answers 503, never 500 (unavailable.server.ts).
 */
export const action = contentAction(async ({ context }: Route.ActionArgs, { language, content, form, intent }) => {
  const undone = versionParam(String(form.get("version")));
  if (intent !== "revert" || !undone) return data<Refusal>({ error: "bad_form" }, { status: 400 });
  const base = `${content}/history`;
  // Asked once more, beside the version, with what it would change: a revert goes live at once.
  if (form.get("confirm") !== "yes") {
    const person = await people();
    const changes = await contentStore().revertChanges(undone, currentAccount(context).id);
    return data<Refusal>({
      confirmRevert: { version: undone, changes: changes.map((change) => shownChange(change, language, person)) },
    });
  }
  try {
    const outcome = await revertVersion(undone, currentAccount(context).id);
    if (!outcome.ok) return data<Refusal>({ problems: placedProblems(outcome.problems, content) }, { status: 409 });
    if (!outcome.version) throw redirect(`${base}?done=nothing_published`, 303);
    await audit(context, {
      action: "content_reverted",
      objectId: String(outcome.version.version),
      detail: { reverts: undone, texts: outcome.version.changes.length },
    });
    throw redirect(`${base}?done=reverted&version=${outcome.version.version}&reverts=${undone}`, 303);
  } catch (error) {
    if (error instanceof PublishedMeanwhileError) return data<Refusal>({ error: "meanwhile" }, { status: 409 });
    throw error;
  }
});

export default function ContentHistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  return (
    <div className={staff.wideStack}>
      <ContentHeader
        back={{ href: loaderData.backHref }}
        heading={t("content.history.heading")}
        intro={t("content.history.intro")}
      />
      <ContentOutcome notice={actionData ? null : loaderData.notice} outcome={actionData} />
      <ContentHistory
        versions={loaderData.versions}
        csrf={loaderData.csrf}
        confirming={actionData && "confirmRevert" in actionData ? actionData.confirmRevert : undefined}
      />
      <Paging {...loaderData.paging} />
    </div>
  );
}
