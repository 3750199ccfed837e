import type { MiddlewareFunction } from "react-router";
import { withCatalogueDrafts } from "~/features/records/record-state.server";
import { sessionToken, staffAccounts, staffSessions } from "~/features/staff/staff-access.server";
import { may } from "~/features/staff/staff-roles";
import { withDrafts } from "~/i18n/resources.server";
import { splitPublished } from "./catalogue-content.server";
import { contentStore } from "./content-services.server";

/**
 * Root middleware: a page asked for with `?preview=drafts` by a signed-in owner or editor renders with the drafts
 * over the published texts (docs/decisions/020-content-editor.md): the real page, in its language and colour mode,
 * never kept in the page cache, never indexed. Anyone else gets the page as published.
 */
export const draftsPreview: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (new URL(request.url).searchParams.get("preview") !== "drafts") return next();
  const editor = await maySeeDrafts(request).catch(() => false);
  if (!editor) return next();
  const { texts, catalogue } = splitPublished(await contentStore().drafts());
  const response = await withCatalogueDrafts(catalogue, () => withDrafts(texts, () => next()));
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/** Whether the request is a signed-in owner's or editor's: who may see the drafts (their texts, their pictures). */
export async function maySeeDrafts(request: Request): Promise<boolean> {
  const session = await staffSessions().find(sessionToken(request));
  if (session?.stage !== "full") return false;
  const account = await staffAccounts().find(session.accountId);
  return account?.active === true && may(account.role, "content");
}
