import type { Sql } from "~/db/sql.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import type { Job } from "~/jobs/job-runner.server";
import { log } from "~/log.server";
import { clinicNameIn } from "./clinic-name.server";
import { MailQueue, type MailQueueOptions } from "./mail-queue.server";
import type { MailServer } from "./mail-transport.server";
import { staffTime } from "./staff-time";

export interface NoticeSettings extends MailServer {
  /** The staff's addresses (`NOTIFY_EMAIL`). */
  to: string[];
  from: string;
  language: Language;
  clinicName: string;
  /** The time zone of the times in the notice (`STAFF_TIME_ZONE`). */
  timeZone: string;
  /** Where the staff read the request: the inbox. */
  /** The inbox's address; none when the site's public address is not known (the notice then has no link). */
  inboxUrl: string | null;
}

interface Due extends Job {
  created_at: string;
  /** The clinic the patient chose; none: no preference. */
  clinic: string | null;
}

/**
 * Tells the clinic's staff by e-mail that a contact request arrived, one short notice per request, from the
 * `notice_outbox` table that the request's own transaction filled: a notice is never lost to a crash, and the
 * visitor's answer never waits for the mail server. Failed sends are retried with the job runner's back-off (5 s
 * doubling to a minute, with jitter), across restarts, for as long as the request is kept. The notice carries a
 * link to the inbox and the time, never the patient's name, e-mail or phone; log lines name the request's id only
 * (docs/decisions/010-staff-inbox.md).
 */
export class NoticeOutbox extends MailQueue {
  constructor(
    db: Sql,
    private readonly settings: NoticeSettings,
    options: MailQueueOptions & {
      /**
       * How long a request is kept (`RETENTION_DAYS`), its notice's retry limit: a notice is tried until the mail
       * server takes it, as promised, while the request is kept, and given up when the request is due for erasure
       * (the retention purge then erases both). Unset: no limit.
       */
      retentionMs?: number;
    } = {},
  ) {
    super(
      db,
      {
        table: "notice_outbox",
        limit: { maxAgeMs: options.retentionMs },
        roundFailed: "notice round failed",
        claimLost: "notice outcome came after the claim ran out; another round has the request",
        givenUp: "staff notice given up: the request reached the end of its retention period",
      },
      settings,
      options,
    );
  }

  /** One round: sends every notice that is due, one after the other. Returns how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    const failures = new Map<string, number>();
    while (!this.stopped) {
      // A request erased between the claim and now took its notice with it: nextDue passes over it.
      const entry = await this.nextDue(async (claimed) => {
        const request = await this.db.get<Pick<Due, "created_at" | "clinic">>(
          "SELECT created_at, clinic FROM contact_requests WHERE id = ?",
          [claimed.request_id],
        );
        return request && { ...request, enqueuedAt: Date.parse(request.created_at) };
      });
      if (!entry) break;
      const status = await this.send(entry);
      if (status === "sent") sent += 1;
      else if (status !== "stopped") failures.set(status, (failures.get(status) ?? 0) + 1);
    }
    if (failures.size > 0) log.warn("staff notices not sent yet", { sent, failed: Object.fromEntries(failures) });
    return sent;
  }

  /**
   * The notice of one request: the time it arrived, the clinic the patient chose (by its city) and the inbox's
   * address, in the staff's language. Nothing the patient typed: no text of theirs to isolate from the mail's own
   * (their name, with any bidi control, is shown in the inbox, in <bdi>).
   */
  message(createdAt: string, clinic: string | null) {
    const { language } = this.settings;
    const t = serverT(language, "staff");
    const time = staffTime(createdAt, language, this.settings.timeZone);
    const choice = clinic ? t("notice.chosen", { city: clinicNameIn(language)(clinic) }) : t("notice.no_choice");
    const values = { time, choice, interpolation: { escapeValue: false } };
    return {
      from: this.settings.from,
      to: this.settings.to,
      subject: t("notice.subject", { clinic: this.settings.clinicName }),
      text: this.settings.inboxUrl
        ? t("notice.text", { ...values, url: this.settings.inboxUrl })
        : t("notice.text_unlinked", values),
    };
  }

  /** Sends one notice and records the outcome (a database failure rejects). */
  private async send(entry: Due): Promise<string> {
    const attempt = entry.attempts + 1;
    const status = await this.handOver(this.message(entry.created_at, entry.clinic));
    if (status === "stopped") {
      await this.release(entry).catch(() => undefined);
      return status;
    }
    if (status === "sent") {
      await this.settleDone(entry, status);
      log.info("staff notice sent", { request: entry.request_id, attempt });
      return status;
    }
    const delay = await this.retryLater(entry, status);
    if (delay !== undefined) {
      log.debug("staff notice not sent yet", { request: entry.request_id, attempt, status, retryInMs: delay });
    }
    return status;
  }
}
