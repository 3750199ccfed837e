import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { getEnv } from "~/config/env.server";
import { contactStore } from "~/features/contact/contact-services.server";
import type { StoredRequest } from "~/features/contact/contact-store.server";
import { isRequestStatus, requestStatuses } from "~/features/contact/request-status";
import { mailtoLink, phoneLinks } from "~/features/staff/contact-links.server";
import { listHref, listQuery, withParam } from "~/features/staff/list-query";
import { currentSession, readStaffForm, signedIn, staffPath } from "~/features/staff/staff-access.server";
import { staffTime } from "~/features/staff/staff-time";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { type Language, languageNames, locales } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import { log } from "~/log.server";
import type { Route } from "./+types/inbox";
import styles from "./staff.module.css";
import { staffMeta } from "./staff-meta";

/** Requests per page of the inbox. */
export const inboxPageSize = 20;

export const middleware: Route.MiddlewareFunction[] = [signedIn];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** What one request shows in the list: the patient's details ready to read, call and write to. */
function toRow(request: StoredRequest, language: Language) {
  const countries = new Intl.DisplayNames([locales[language]], { type: "region", fallback: "code" });
  return {
    id: request.id,
    name: request.name,
    email: { text: request.email, href: mailtoLink(request.email) },
    phone: phoneLinks(request.phone, request.country),
    country: countries.of(request.country) ?? request.country,
    language: languageNames[request.language],
    received: { iso: request.createdAt, text: staffTime(request.createdAt, language, getEnv().STAFF_TIME_ZONE) },
    forwarding: request.forwarding,
    status: request.status,
  };
}

async function load({ request, context }: Route.LoaderArgs) {
  const { language } = context.get(languageContext);
  const session = currentSession(context);
  const url = new URL(request.url);
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
  const t = serverT(language, "staff");

  return {
    title: `${t("inbox.title")} | ${clinic.name}`,
    csrf: session.csrfToken,
    query,
    status,
    total,
    counts: await store.countByStatus(query),
    rows: items.map((item) => toRow(item, language)),
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
    // The list's search, carried to the erase page so that its choices come back to this same list.
    listSearch: listHref("", { query, status, page }),
    exportHref: listHref("/admin/export.csv", { query, status }),
    message: savedRequest
      ? ({ kind: "saved", name: savedRequest.name, status: savedRequest.status } as const)
      : done === "erased" || done === "gone"
        ? ({ kind: done } as const)
        : null,
  };
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) => orUnavailable(() => load(args));

type Refusal = { error: "expired_form" | "bad_form" | "gone" };

/** A status change from the list; then back to the same list (303), which says what was saved. */
async function act({ request, context }: Route.ActionArgs) {
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return data<Refusal>({ error: form.status === 403 ? "expired_form" : "bad_form" }, { status: form.status });
  }
  const id = form.form.get("id");
  const status = form.form.get("status");
  if (typeof id !== "string" || !isRequestStatus(status)) return data<Refusal>({ error: "bad_form" }, { status: 400 });
  if (!(await contactStore().setStatus(id.slice(0, 64), status)))
    return data<Refusal>({ error: "gone" }, { status: 404 });
  log.info("contact request status changed by the staff", { request: id, status });
  const url = new URL(request.url);
  const back = listHref(staffPath(context.get(languageContext).language), listQuery(url));
  throw redirect(withParam(back, "saved", id), 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { rows, paging, counts, query, status } = loaderData;
  const refusal = actionData as Refusal | undefined;
  const message = loaderData.message;
  const filtered = Boolean(query || status);

  return (
    <div className={styles.inbox}>
      <header className={styles.inboxHeader}>
        <h1 className={styles.heading}>{t("inbox.heading")}</h1>
        <p className={styles.muted}>{t("inbox.intro")}</p>
      </header>

      {refusal && (
        <p role="alert" className={styles.error}>
          {t(`inbox.${refusal.error}`)}
        </p>
      )}
      {message && !refusal && (
        <p role="status" className={styles.notice}>
          {message.kind === "saved"
            ? t("inbox.status_saved", { name: message.name, status: t(`status.${message.status}`) })
            : t(message.kind === "erased" ? "inbox.erased" : "inbox.gone")}
        </p>
      )}

      <div className={styles.tools}>
        <nav aria-label={t("inbox.filters")} className={styles.filters}>
          <ul>
            {loaderData.filters.map((filter) => (
              <li key={filter.status ?? "all"}>
                <a href={filter.href} aria-current={filter.status === status ? "page" : undefined}>
                  {filter.status ? t(`status.${filter.status}`) : t("inbox.all")}
                  <span className={styles.count}>{counts[filter.status ?? "all"]}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <search>
          <form method="get" action={loaderData.base} className={styles.search}>
            {status && <input type="hidden" name="status" value={status} />}
            <label htmlFor="inbox-search" className="visually-hidden">
              {t("inbox.search_label")}
            </label>
            <input
              id="inbox-search"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={200}
              placeholder={t("inbox.search_label")}
              className={styles.input}
            />
            <button type="submit" className={styles.secondaryButton}>
              {t("inbox.search_submit")}
            </button>
            {query && (
              <a href={listHref(loaderData.base, { status })} className={styles.textLink}>
                {t("inbox.search_clear")}
              </a>
            )}
          </form>
        </search>
      </div>

      <div className={styles.listHeader}>
        <p aria-live="polite">
          <strong>{t("inbox.results", { count: loaderData.total })}</strong>
          {query && <> {t("inbox.results_for", { query })}</>}
        </p>
        {loaderData.total > 0 && (
          <a href={loaderData.exportHref} className={styles.secondaryButton} download>
            {t("inbox.export")}
          </a>
        )}
      </div>

      {rows.length === 0 ? (
        <p className={styles.empty}>{filtered ? t("inbox.no_match") : t("inbox.empty")}</p>
      ) : (
        <ol className={styles.requests}>
          {rows.map((row) => (
            <li key={row.id}>
              <article className={styles.request} aria-labelledby={`request-${row.id}`} data-request={row.id}>
                <header className={styles.requestHeader}>
                  <h2 id={`request-${row.id}`} className={styles.requestName}>
                    {row.name}
                  </h2>
                  <span className={styles.badge} data-status={row.status}>
                    {t(`status.${row.status}`)}
                  </span>
                </header>
                <ul className={styles.contactLinks} aria-label={t("inbox.contact")}>
                  <li>
                    <a href={row.phone.tel} className={styles.contactLink}>
                      <span className="visually-hidden">{t("inbox.call")} </span>
                      {row.phone.display}
                    </a>
                  </li>
                  {row.phone.whatsapp && (
                    <li>
                      <a href={row.phone.whatsapp} target="_blank" rel="noreferrer" className={styles.contactLink}>
                        {t("inbox.whatsapp")}
                        <span className="visually-hidden"> {t("inbox.new_tab")}</span>
                      </a>
                    </li>
                  )}
                  <li>
                    {row.email.href ? (
                      <a href={row.email.href} className={styles.contactLink}>
                        <span className="visually-hidden">{t("inbox.email")} </span>
                        {row.email.text}
                      </a>
                    ) : (
                      <span className={styles.contactText}>{row.email.text}</span>
                    )}
                  </li>
                </ul>
                <dl className={styles.details}>
                  <div>
                    <dt>{t("inbox.received")}</dt>
                    <dd>
                      <time dateTime={row.received.iso}>{row.received.text}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{t("inbox.country")}</dt>
                    <dd>{row.country}</dd>
                  </div>
                  <div>
                    <dt>{t("inbox.language")}</dt>
                    <dd>{row.language}</dd>
                  </div>
                  <div>
                    <dt>{t("inbox.forwarding")}</dt>
                    <dd data-forwarding={row.forwarding}>{t(`forwarding.${row.forwarding}`)}</dd>
                  </div>
                </dl>
                <div className={styles.requestActions}>
                  <form method="post" className={styles.statusForm}>
                    <input type="hidden" name="csrf" value={loaderData.csrf} />
                    <input type="hidden" name="id" value={row.id} />
                    <label htmlFor={`status-${row.id}`} className="visually-hidden">
                      {t("inbox.status_of", { name: row.name })}
                    </label>
                    <select id={`status-${row.id}`} name="status" defaultValue={row.status} className={styles.select}>
                      {requestStatuses.map((each) => (
                        <option key={each} value={each}>
                          {t(`status.${each}`)}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={styles.secondaryButton}>
                      {t("inbox.save")}
                    </button>
                  </form>
                  <a
                    href={`${loaderData.base}/requests/${encodeURIComponent(row.id)}/erase${loaderData.listSearch}`}
                    className={styles.dangerLink}
                    aria-label={t("inbox.erase_label", { name: row.name })}
                  >
                    {t("inbox.erase")}
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}

      {paging.pages > 1 && (
        <nav aria-label={t("inbox.pages")} className={styles.paging}>
          {paging.previous ? (
            <a href={paging.previous} rel="prev" className={styles.secondaryButton}>
              {t("inbox.previous")}
            </a>
          ) : (
            <span />
          )}
          <p aria-current="page">{t("inbox.page_of", { page: paging.page, pages: paging.pages })}</p>
          {paging.next ? (
            <a href={paging.next} rel="next" className={styles.secondaryButton}>
              {t("inbox.next")}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
