import { data, type RouterContextProvider, redirect } from "react-router";
import { audit, currentAccount } from "~/features/staff/staff-access.server";
import { placedProblems } from "./content-editor.server";
import { publishDrafts } from "./content-services.server";
import { draftAuthors, PublishedMeanwhileError, type TextChange } from "./content-store.server";

/** What a page that publishes shows when its publish did not simply go through. */
export type PublishRefusal =
  | { error: "meanwhile" }
  | { problems: ReturnType<typeof placedProblems> }
  | { published: number; held: ReturnType<typeof placedProblems> };

/**
 * "Publish", from the hub (every draft) or from where a draft is edited (`scope`: a record's, a section's in one
 * language): what is ready goes live and is in the trail, then back to `back` saying so (303); what the rules refuse
 * is told with its links (`base`: the content's address), what went live beside it when some drafts stayed back.
 */
export async function publishAction(
  context: Readonly<RouterContextProvider>,
  { back, base, scope }: { back: string; base: string; scope?: (change: TextChange) => boolean },
) {
  const separator = back.includes("?") ? "&" : "?";
  try {
    const outcome = await publishDrafts(currentAccount(context).id, scope);
    if (!outcome.ok) return data<PublishRefusal>({ problems: placedProblems(outcome.problems, base) }, { status: 409 });
    if (!outcome.version) throw redirect(`${back}${separator}done=nothing_published`, 303);
    await audit(context, {
      action: "content_published",
      objectId: String(outcome.version.version),
      detail: { texts: outcome.version.changes.length, authors: draftAuthors(outcome.version.changes) },
    });
    // Some drafts kept back: the page says what went live and what stays a draft, with the way to each field.
    if (outcome.held) {
      return data<PublishRefusal>({ published: outcome.version.version, held: placedProblems(outcome.held, base) });
    }
    throw redirect(`${back}${separator}done=published&version=${outcome.version.version}`, 303);
  } catch (error) {
    if (error instanceof PublishedMeanwhileError) return data<PublishRefusal>({ error: "meanwhile" }, { status: 409 });
    throw error;
  }
}
