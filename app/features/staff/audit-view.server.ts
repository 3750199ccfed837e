import { getEnv } from "~/config/env.server";
import { positiveInt } from "~/http/positive-int";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import {
  type AuditDetail,
  type AuditEvent,
  type AuditQuery,
  type auditActions,
  isAuditAction,
} from "~/security/audit-trail.server";
import { auditTrail, staffAccounts } from "./staff-access.server";
import { spreadsheetTime, staffCsv } from "./staff-csv.server";
import { staffTime } from "./staff-time";

/** Events per page of the owner's audit page. */
export const auditPageSize = 50;
/** Events in one export at most: two years of a small clinic's trail fit many times over. */
export const auditExportLimit = 100_000;

/** The filters, as the page's address carries them: `?action=sign_in&actor=acc_…&from=2026-11-01&to=2026-11-30&page=2`. */
export interface AuditFilters {
  action?: (typeof auditActions)[number];
  actor?: string;
  /** Days (yyyy-mm-dd), both included. */
  from?: string;
  to?: string;
  page: number;
}

const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

export function auditFilters(url: URL): AuditFilters {
  const params = url.searchParams;
  const action = params.get("action");
  const actor = params.get("actor");
  return {
    action: isAuditAction(action) ? action : undefined,
    actor: actor && /^(acc_[\w-]{1,40}|api|command_line|anonymous)$/.test(actor) ? actor : undefined,
    from: day(params.get("from")),
    to: day(params.get("to")),
    page: positiveInt(params.get("page"), 1, 100_000),
  };
}

/** The filters as the trail's query; days run in UTC, as the trail stores its times. */
function query(filters: AuditFilters): AuditQuery {
  const next = (value: string) => new Date(Date.parse(value) + 24 * 60 * 60 * 1000).toISOString();
  return {
    action: filters.action,
    actor: filters.actor,
    from: filters.from,
    to: filters.to && next(filters.to),
  };
}

/** An address of the list with these filters (and page, when past the first). */
export function auditHref(base: string, filters: Partial<AuditFilters>) {
  const params = new URLSearchParams();
  for (const name of ["action", "actor", "from", "to"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params.size ? `${base}?${params}` : base;
}

/** The names the page shows for the actors and objects that are accounts: their e-mail addresses. */
async function accountNames() {
  return new Map((await staffAccounts().list()).map((account) => [account.id, account.email]));
}

export interface AuditRow {
  id: string;
  time: string;
  action: AuditEvent["action"];
  actor: string;
  /** The actor's e-mail when it is an account; `api` and `anonymous` as they are. */
  actorName: string;
  object: string | null;
  /** The facts, each named as stored (the page says the name in its language); lists joined, accounts by e-mail. */
  detail: Array<{ name: string; value: string }> | null;
  client: string | null;
  requestId: string | null;
}

/** The detail with the accounts its lists name (a publish's authors) by e-mail: the address a person recognises. */
const namedDetail = (detail: AuditDetail, names: ReadonlyMap<string, string>): AuditDetail =>
  Object.fromEntries(
    Object.entries(detail).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((item: string) => names.get(item) ?? item) : value,
    ]),
  );

const detailFacts = (detail: AuditDetail) =>
  Object.entries(detail).map(([name, value]) => ({
    name,
    value: Array.isArray(value) ? value.join(", ") : String(value),
  }));

/** One page of the trail, newest first, as the owner reads it. */
export async function auditPage(filters: AuditFilters, language: Language) {
  const names = await accountNames();
  const timeZone = getEnv().STAFF_TIME_ZONE;
  const { events, total } = await auditTrail().list({
    ...query(filters),
    limit: auditPageSize,
    offset: (filters.page - 1) * auditPageSize,
  });
  const rows: AuditRow[] = events.map((event) => ({
    id: event.id,
    time: staffTime(event.occurredAt, language, timeZone),
    action: event.action,
    actor: event.actor,
    actorName: names.get(event.actor) ?? event.actor,
    object: event.objectId && (names.get(event.objectId) ?? event.objectId),
    detail: event.detail && detailFacts(namedDetail(event.detail, names)),
    client: event.client,
    requestId: event.requestId,
  }));
  return {
    rows,
    total,
    pages: Math.max(1, Math.ceil(total / auditPageSize)),
    accounts: [...names].map(([id, email]) => ({ id, email })),
  };
}

/**
 * The whole filtered trail as the owner's spreadsheet reads it (staff-csv.server.ts): columns and actions in their
 * language, times in the clinic's time zone, accounts by id and e-mail (in the detail's lists, by e-mail), every cell
 * guarded.
 */
export async function auditCsv(filters: AuditFilters, language: Language): Promise<{ csv: string; rows: number }> {
  const names = await accountNames();
  const t = serverT(language, "staff");
  const timeZone = getEnv().STAFF_TIME_ZONE;
  const { events } = await auditTrail().list({ ...query(filters), limit: auditExportLimit });
  const header = [
    t("audit.time"),
    t("audit.action"),
    t("audit.actor"),
    t("audit.actor_email"),
    t("audit.object"),
    t("audit.object_email"),
    t("audit.detail"),
    t("audit.client"),
    t("audit.request_id"),
  ];
  const rows = events.map((event) => [
    spreadsheetTime(event.occurredAt, language, timeZone),
    t(`audit.actions.${event.action}` as "audit.action", { defaultValue: event.action }),
    event.actor,
    names.get(event.actor) ?? null,
    event.objectId,
    event.objectId ? (names.get(event.objectId) ?? null) : null,
    event.detail ? JSON.stringify(namedDetail(event.detail, names)) : null,
    event.client,
    event.requestId,
  ]);
  return { csv: staffCsv(language, header, rows), rows: events.length };
}
