import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { contactStore } from "~/features/contact/contact-services.server";
import { isRequestStatus } from "~/features/contact/request-status";
import { inboxList } from "~/features/staff/inbox-list.server";
import { listHref, listQuery, withParam } from "~/features/staff/list-query";
import {
  audit,
  currentSession,
  readStaffForm,
  requires,
  signedIn,
  staffPath,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import { log } from "~/log.server";
import { InboxMessage, type InboxRefusal } from "~/sections/staff/inbox-message";
import { ListSummary } from "~/sections/staff/list-summary";
import { Paging } from "~/sections/staff/paging";
import { RequestList } from "~/sections/staff/request-list";
import { SearchForm } from "~/sections/staff/search-form";
import staff from "~/sections/staff/staff-page.module.css";
import { StatusFilters } from "~/sections/staff/status-filters";
import type { Route } from "./+types/inbox";
import styles from "./inbox.module.css";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("requests")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** The list as its address asks for it (inbox-list.server.ts); the database failing answers 503, never 500. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    return {
      title: `${serverT(language, "staff")("inbox.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      ...(await inboxList(new URL(request.url), language)),
    };
  });

type Refusal = { error: InboxRefusal };

/** A status change from the list; then back to the same list (303), which says what was saved. */
async function act({ request, context }: Route.ActionArgs) {
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const id = form.form.get("id");
  const status = form.form.get("status");
  if (typeof id !== "string" || !isRequestStatus(status)) return data<Refusal>({ error: "bad_form" }, { status: 400 });
  if (!(await contactStore().setStatus(id.slice(0, 64), status)))
    return data<Refusal>({ error: "gone" }, { status: 404 });
  await audit(context, {
    action: "request_status_changed",
    objectId: id.slice(0, 64),
    detail: { status },
  });
  log.info("contact request status changed by the staff", { request: id, status });
  const url = new URL(request.url);
  const back = listHref(staffPath(context.get(languageContext).language), listQuery(url));
  throw redirect(withParam(back, "saved", id), 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { query, status, total } = loaderData;
  return (
    <div className={styles.inbox}>
      <header className={styles.header}>
        <h1 className={staff.heading}>{t("inbox.heading")}</h1>
        <p className={staff.intro}>{t("inbox.intro")}</p>
      </header>
      <InboxMessage refusal={actionData?.error} change={loaderData.message} />
      <div className={styles.tools}>
        <StatusFilters filters={loaderData.filters} counts={loaderData.counts} current={status} />
        <SearchForm action={loaderData.base} query={query} status={status} />
      </div>
      <ListSummary total={total} query={query} exportHref={loaderData.exportHref} />
      <RequestList rows={loaderData.rows} filtered={Boolean(query || status)} csrf={loaderData.csrf} />
      <Paging {...loaderData.paging} />
    </div>
  );
}
