import { getEnv } from "~/config/env.server";
import { contactStore } from "~/features/contact/contact-services.server";
import type { StoredRequest } from "~/features/contact/contact-store.server";
import { requestStatuses } from "~/features/contact/request-status";
import { languageNameIn } from "~/i18n/language-name-in";
import { type Language, locales } from "~/i18n/languages";
import { clinicNameIn } from "./clinic-name.server";
import { mailtoLink, phoneLinks } from "./contact-links.server";
import { inLanguageOf, listHref, listQuery } from "./list-query";
import { staffPath } from "./staff-access.server";
import { staffTime } from "./staff-time";

/** Requests per page of the inbox. */
export const inboxPageSize = 20;

/**
 * What one request shows in the list: the patient's details ready to read, call and write to, and the address of
 * its erasure, which carries the list's search so that its choices come back to this same list.
 */
function toRow(request: StoredRequest, language: Language, listSearch: string) {
  const clinicName = clinicNameIn(language);
  const countries = new Intl.DisplayNames([locales[language]], { type: "region", fallback: "code" });
  return {
    id: request.id,
    name: request.name,
    email: { text: request.email, href: mailtoLink(request.email) },
    phone: phoneLinks(request.phone, request.country),
    country: countries.of(request.country) ?? request.country,
    clinic: { id: request.clinic, name: clinicName(request.clinic) },
    language: languageNameIn(language)(request.language, true),
    received: { iso: request.createdAt, text: staffTime(request.createdAt, language, getEnv().STAFF_TIME_ZONE) },
    forwarding: request.forwarding,
    status: request.status,
    eraseHref: `${staffPath(language, `/requests/${encodeURIComponent(request.id)}/erase`)}${listSearch}`,
  };
}

/**
 * The inbox as its address asks for it (`?q=…&status=…&page=…`, and `saved=<id>` or `done=erased|gone` after a
 * change): one page of the list, the counts per status, the filters' and pages' links, and what was just done.
 */
export async function inboxList(url: URL, language: Language) {
  const { query, status, page: asked } = listQuery(url);
  const store = contactStore();
  const first = await store.list(asked, inboxPageSize, { query, status });
  const pages = Math.max(1, Math.ceil(first.total / inboxPageSize));
  // A page past the end (the list shrank since the link was made: requests closed, erased or purged) shows the last.
  const page = Math.min(asked, pages);
  const { items, total } = page === asked ? first : await store.list(page, inboxPageSize, { query, status });
  const base = staffPath(language);
  const saved = url.searchParams.get("saved");
  const savedRequest = saved ? await store.get(saved.slice(0, 64)) : undefined;
  const done = url.searchParams.get("done");

  return {
    query,
    status,
    total,
    counts: await store.countByStatus(query),
    rows: items.map((item) => toRow(item, language, listHref("", { query, status, page }))),
    paging: {
      page,
      pages,
      previous: page > 1 ? listHref(base, { query, status, page: Math.min(page - 1, pages) }) : null,
      next: page < pages ? listHref(base, { query, status, page: page + 1 }) : null,
    },
    filters: [undefined, ...requestStatuses].map((each) => ({
      status: each,
      href: listHref(base, { query, status: each }),
    })),
    base,
    exportHref: inLanguageOf(listHref("/admin/export.csv", { query, status }), language),
    message: savedRequest
      ? ({ kind: "saved", name: savedRequest.name, status: savedRequest.status } as const)
      : done === "erased" || done === "gone"
        ? ({ kind: done } as const)
        : null,
  };
}
