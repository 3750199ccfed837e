import { clinic } from "~/config/clinic";
import { getEnv, siteUrl } from "~/config/env.server";
import { database } from "~/db/database.server";
import { purgeOldFigures } from "~/features/insights/site-counts.server";
import { mailFrom } from "~/features/staff/mail-transport.server";
import { auditTrail } from "~/features/staff/staff-access.server";
import { NoticeOutbox } from "~/features/staff/staff-notice-outbox.server";
import { localizedPath } from "~/i18n/localized-path";
import { describeError, log } from "~/log.server";
import { ContactStore } from "./contact-store.server";
import { ForwardOutbox } from "./forward-outbox.server";

let store: ContactStore | undefined;
let outbox: ForwardOutbox | undefined;
let notices: NoticeOutbox | undefined;
let purgeTimer: NodeJS.Timeout | undefined;

const purgeEveryMs = 6 * 60 * 60 * 1000;

/**
 * How long a request is kept (`RETENTION_DAYS`). The forwarding and the staff's notice are tried for as long, and
 * given up when the request is due for erasure (docs/decisions/015-job-runner.md).
 */
const retentionMs = () => getEnv().RETENTION_DAYS * 24 * 60 * 60 * 1000;

export function contactStore(): ContactStore {
  store ??= new ContactStore(database());
  return store;
}

/** The forwarding outbox, when `CONTACT_FORWARD_URL` is set. */
export function forwardOutbox(): ForwardOutbox | undefined {
  const base = getEnv().CONTACT_FORWARD_URL;
  if (!base) return undefined;
  outbox ??= new ForwardOutbox(database(), base, { retentionMs: retentionMs() });
  return outbox;
}

/** The staff's e-mail notices, when `SMTP_URL` and `NOTIFY_EMAIL` are both set. */
export function noticeOutbox(): NoticeOutbox | undefined {
  const env = getEnv();
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) return undefined;
  notices ??= new NoticeOutbox(
    database(),
    {
      smtpUrl: env.SMTP_URL,
      allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
      to: env.NOTIFY_EMAIL,
      from: mailFrom(env),
      language: env.NOTIFY_LANGUAGE,
      clinicName: clinic.name,
      timeZone: env.STAFF_TIME_ZONE,
      // No public address known (SITE_URL unset in production): the notice says where to look, with no link.
      inboxUrl: siteUrl(env) ? `${siteUrl(env)}${localizedPath(env.NOTIFY_LANGUAGE, "/admin")}` : null,
    },
    { retentionMs: retentionMs() },
  );
  return notices;
}

/** Starts the background work of contact requests: forwarding, the staff's notices and the retention purge. */
export function startContactServices() {
  forwardOutbox()?.start();
  noticeOutbox()?.start();
  // Several instances may purge at once: each deletes what is past the period, none twice.
  const purge = async () => {
    try {
      const purged = await contactStore().purgeOlderThan(getEnv().RETENTION_DAYS);
      if (purged > 0) log.info("contact requests purged after the retention period", { purged });
      // The audit trail's own retention: the only way an event leaves it.
      const events = await auditTrail().purgeOlderThan(getEnv().AUDIT_RETENTION_DAYS);
      if (events > 0) log.info("audit events purged after their retention period", { purged: events });
      const figures = await purgeOldFigures(database());
      if (figures > 0) log.info("figures purged after their retention period", { purged: figures });
    } catch (error) {
      log.error("retention purge failed", describeError(error));
    }
  };
  void purge();
  purgeTimer = setInterval(purge, purgeEveryMs);
  purgeTimer.unref();
}

export async function stopContactServices() {
  clearInterval(purgeTimer);
  await Promise.all([outbox?.stop(), notices?.stop()]);
}
