import type { Sql } from "~/db/sql.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import type { Job } from "~/jobs/job-runner.server";
import { log } from "~/log.server";
import { MailQueue, type MailQueueOptions } from "./mail-queue.server";
import type { MailServer } from "./mail-transport.server";
import { invitationLifetimeMs } from "./staff-accounts.server";
import { staffTime } from "./staff-time";

export interface InvitationMailSettings extends MailServer {
  from: string;
  clinicName: string;
  /** The time zone of the link's expiry in the mail (`STAFF_TIME_ZONE`). */
  timeZone: string;
}

/** An invitation to send: to whom, its link, in which language, until when the link is valid. */
export interface Invitation {
  accountId: string;
  email: string;
  link: string;
  language: Language;
  expiresAt: string;
}

interface Row {
  email: string;
  link: string | null;
  language: string;
  expires_at: string;
  created_at: string;
}

/**
 * The invitations' e-mails (docs/decisions/019-staff-accounts.md), sent from the `invitation_outbox` table by the job
 * runner, as the staff's notices are: an owner's invitation is stored before the page answers, and sent, with
 * retries, until the mail server takes it or the link expires (72 hours). The link, which holds the invitation's
 * token, is cleared from the table once sent. Log lines name the account's id, never the address or the link.
 */
export class InvitationMail extends MailQueue {
  constructor(
    db: Sql,
    private readonly settings: InvitationMailSettings,
    options: MailQueueOptions = {},
  ) {
    super(
      db,
      {
        table: "invitation_outbox",
        limit: { maxAgeMs: invitationLifetimeMs },
        roundFailed: "invitation mail round failed",
        claimLost: "invitation mail outcome came after the claim ran out; another round has it",
        givenUp: "invitation mail given up: the link expired before the mail server took it",
      },
      settings,
      options,
    );
  }

  /** Queues an invitation's mail (a new link for the same account replaces the one not sent yet) and wakes the runner. */
  async enqueue(invitation: Invitation, now = new Date()) {
    await this.db.run(
      `INSERT INTO invitation_outbox (request_id, email, link, language, created_at, expires_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (request_id) DO UPDATE SET email = excluded.email, link = excluded.link, language = excluded.language,
         created_at = excluded.created_at, expires_at = excluded.expires_at, attempts = 0, last_status = NULL,
         next_attempt_at = excluded.next_attempt_at, sent_at = NULL, claimed_until = NULL, given_up_at = NULL`,
      [
        invitation.accountId,
        invitation.email,
        invitation.link,
        invitation.language,
        now.toISOString(),
        invitation.expiresAt,
        now.getTime(),
      ],
    );
    this.wake();
  }

  /** The mail of one invitation, in the language the owner invited in. */
  message(row: Row) {
    const language: Language = isLanguage(row.language) ? row.language : "en";
    const t = serverT(language, "staff");
    return {
      from: this.settings.from,
      to: row.email,
      subject: t("invitation_mail.subject", { clinic: this.settings.clinicName }),
      text: t("invitation_mail.text", {
        clinic: this.settings.clinicName,
        url: row.link,
        time: staffTime(row.expires_at, language, this.settings.timeZone),
        interpolation: { escapeValue: false },
      }),
    };
  }

  async runOnce(): Promise<number> {
    let sent = 0;
    while (!this.stopped) {
      const entry = await this.nextDue(async (claimed) => {
        const row = await this.db.get<Row>(
          "SELECT email, link, language, expires_at, created_at FROM invitation_outbox WHERE request_id = ?",
          [claimed.request_id],
        );
        return row?.link ? { ...row, enqueuedAt: Date.parse(row.created_at) } : undefined;
      });
      if (!entry) break;
      if (await this.send(entry)) sent += 1;
    }
    return sent;
  }

  private async send(job: Job & Row): Promise<boolean> {
    const status = await this.handOver(this.message(job));
    if (status === "stopped") {
      await this.release(job).catch(() => undefined);
      return false;
    }
    if (status !== "sent") {
      await this.retryLater(job, status);
      log.warn("invitation mail not sent yet", { account: job.request_id, status, attempt: job.attempts + 1 });
      return false;
    }
    await this.settleDone(job, status);
    await this.db.run("UPDATE invitation_outbox SET link = NULL WHERE request_id = ?", [job.request_id]);
    log.info("invitation mail sent", { account: job.request_id });
    return true;
  }
}
