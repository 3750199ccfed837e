import type { Sql } from "~/db/sql.server";
import { clinicNameIn } from "~/features/staff/clinic-name.server";
import { MailQueue, type MailQueueOptions } from "~/features/staff/mail-queue.server";
import type { MailServer } from "~/features/staff/mail-transport.server";
import { staffPath } from "~/features/staff/staff-access.server";
import { isLanguage, type Language, locales } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import type { Job } from "~/jobs/job-runner.server";
import { log } from "~/log.server";
import { goodLimits, type InsightsFigures, insightsFigures } from "./insights.server";
import { shareIn } from "./insights-view.server";
import { weekOf } from "./weeks";

export interface DigestSettings extends MailServer {
  from: string;
  clinicName: string;
  /** The site's address, for the link to the figures page (none: the mail names the page without a link). */
  siteUrl: string;
}

interface Row {
  email: string;
  language: string | null;
  week: string;
  created_at: string;
}

const dayMs = 86_400_000;
/** A week's mail is not worth sending once the next one is due. */
const digestLifetimeMs = 6 * dayMs;

/** The Monday before this week's: the last whole week. */
export const lastWholeWeek = (now: Date) =>
  new Date(Date.parse(`${weekOf(now.toISOString().slice(0, 10))}T00:00:00Z`) - 7 * dayMs).toISOString().slice(0, 10);

/**
 * The owners' weekly figures by e-mail (docs/decisions/033-insights.md), to each active owner who asked for them on
 * their account page (`staff_accounts.weekly_digest`, the language to write in): the last whole week against the four
 * before it, and a link to the figures page. Each round first queues the last week's mail of every such owner
 * (`digest_outbox`, keyed by the week and the account: whichever instance comes first queues it, the others find it
 * there), then sends what is due, claimed as every queue's jobs are, so that several instances send each mail once.
 * Log lines name the account's id, never its address.
 */
export class WeeklyDigest extends MailQueue {
  constructor(
    db: Sql,
    private readonly settings: DigestSettings,
    options: MailQueueOptions = {},
  ) {
    super(
      db,
      {
        table: "digest_outbox",
        limit: { maxAgeMs: digestLifetimeMs },
        roundFailed: "weekly figures round failed",
        claimLost: "weekly figures outcome came after the claim ran out; another round has it",
        givenUp: "weekly figures given up: the next week's were due before the mail server took them",
      },
      settings,
      options,
    );
  }

  /** Queues the last whole week's mail of every owner who asked for it and has none for that week yet. */
  async plan(now = new Date(this.now())) {
    const week = lastWholeWeek(now);
    return this.db.run(
      `INSERT INTO digest_outbox (request_id, account_id, week, created_at, next_attempt_at)
       SELECT CAST(? AS TEXT) || '/' || id, id, ?, ?, ? FROM staff_accounts
       WHERE role = 'owner' AND active = 1 AND weekly_digest IS NOT NULL
       ON CONFLICT (request_id) DO NOTHING`,
      [week, week, now.toISOString(), now.getTime()],
    );
  }

  /** The mail of one week, in the owner's language. */
  async message(row: Row) {
    const language: Language = isLanguage(row.language) ? row.language : "en";
    // The week and the four before it, read as the page reads them on that week's Sunday.
    const sunday = new Date(Date.parse(`${row.week}T12:00:00Z`) + 6 * dayMs);
    const figures = await insightsFigures(
      this.db,
      { weeks: 13, clinic: null, country: null, language: null, by: "clinic" },
      { all: true, now: sunday },
    );
    const link = `${this.settings.siteUrl}${staffPath(language, "/insights")}`;
    return {
      from: this.settings.from,
      to: row.email,
      subject: serverT(language, "staff")("digest.subject", {
        clinic: this.settings.clinicName,
        week: weekName(row.week, language),
        interpolation: { escapeValue: false },
      }),
      text: digestText(figures, language, link),
    };
  }

  async runOnce(): Promise<number> {
    await this.plan();
    let sent = 0;
    while (!this.stopped) {
      const entry = await this.nextDue(async (claimed) => {
        const row = await this.db.get<Row>(
          `SELECT a.email, a.weekly_digest AS language, d.week, d.created_at FROM digest_outbox d
           JOIN staff_accounts a ON a.id = d.account_id
           WHERE d.request_id = ? AND a.active = 1 AND a.weekly_digest IS NOT NULL`,
          [claimed.request_id],
        );
        return row ? { ...row, enqueuedAt: Date.parse(row.created_at) } : undefined;
      });
      if (!entry) break;
      if (await this.send(entry)) sent += 1;
    }
    return sent;
  }

  private async send(job: Job & Row): Promise<boolean> {
    const status = await this.handOver(await this.message(job));
    if (status === "stopped") {
      await this.release(job).catch(() => undefined);
      return false;
    }
    const account = job.request_id.split("/")[1];
    if (status !== "sent") {
      await this.retryLater(job, status);
      log.warn("weekly figures not sent yet", { account, status, attempt: job.attempts + 1 });
      return false;
    }
    await this.settleDone(job, status);
    log.info("weekly figures sent", { account, week: job.week });
    return true;
  }
}

const weekName = (week: string, language: Language) =>
  new Intl.DateTimeFormat(locales[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${week}T00:00:00Z`),
  );

/**
 * The mail's text: the last week of the figures beside the average of the four before it, for the requests (by
 * clinic), the bookings, the page speed on phones and the cookie banner; then the link. Plain text, as every staff mail.
 */
function digestText(figures: InsightsFigures, language: Language, link: string): string {
  const staffT = serverT(language, "staff");
  // Plain text: nothing escaped for HTML.
  const t = (key: string, options: Record<string, unknown> = {}) =>
    staffT(key as "digest.intro", { ...options, interpolation: { escapeValue: false } }) as string;
  const number = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 1 });
  const share = shareIn(language);
  const last = figures.weeks.length - 1;
  const before = (values: readonly number[]) => {
    const four = values.slice(Math.max(0, last - 4), last);
    return four.length ? four.reduce((sum, value) => sum + value, 0) / four.length : 0;
  };
  const compared = (values: readonly number[]) =>
    t("digest.compared", { value: number.format(values[last] ?? 0), average: number.format(before(values)) });
  // A label and its figure, as the language writes them ("Requests: 12"; French puts a space before the colon).
  const line = (label: string, value: string) => t("digest.line", { label, value });
  const clinicName = clinicNameIn(language);
  const requests = figures.requests.weeks.map((week) => week.total);
  const byClinic = figures.requests.keys
    .map((key) => `${clinicName(key || null)} ${figures.requests.weeks[last]?.counts[key] ?? 0}`)
    .join(", ");
  const lines = [
    t("digest.intro", { week: weekName(figures.weeks[last] ?? "", language) }),
    "",
    line(t("digest.requests"), compared(requests)),
    ...(byClinic ? [`  ${byClinic}`] : []),
  ];
  if (figures.bookings) {
    lines.push(
      line(t("digest.opened"), compared(figures.bookings.weeks.map((week) => week.opened))),
      line(t("digest.scheduled"), compared(figures.bookings.weeks.map((week) => week.scheduled))),
    );
  }
  if (figures.speed) {
    for (const metric of ["LCP", "INP"] as const) {
      const phone = figures.speed.metrics[metric].filter((line) => line.device === "phone");
      const parts = phone.flatMap((line) => {
        const value = line.p75[last];
        return value == null ? [] : [`${t(`insights.speed.kinds.${line.kind}`)} ${number.format(value)} ms`];
      });
      if (parts.length) {
        lines.push(
          line(
            t("digest.speed", {
              metric: t(`insights.speed.metrics.${metric}`),
              limit: number.format(goodLimits[metric]),
            }),
            parts.join(", "),
          ),
        );
      }
    }
  }
  const consent = figures.consent?.weeks[last];
  if (consent && consent.shown > 0) {
    lines.push(
      line(
        t("digest.consent"),
        `${t("insights.consent.accepted")} ${share(consent.accepted, consent.shown)}, ${t("insights.consent.rejected")} ${share(consent.rejected, consent.shown)}, ${t("insights.consent.unanswered")} ${share(consent.unanswered, consent.shown)}`,
      ),
    );
  }
  if (figures.bookings) lines.push("", t("digest.bookings_note"));
  lines.push("", t("digest.link", { url: link }), "", t("digest.why"));
  return `${lines.join("\n")}\n`;
}
