import { clinic } from "~/config/clinic";
import { getEnv, siteUrl } from "~/config/env.server";
import { database } from "~/db/database.server";
import { WeeklyDigest } from "~/features/insights/weekly-digest.server";
import { InvitationMail } from "./invitation-mail.server";
import { mailFrom } from "./mail-transport.server";
import { flushRefusals } from "./staff-access.server";

let mail: InvitationMail | undefined;

/** The invitations' e-mails, when the clinic's mail server is set (`SMTP_URL`); otherwise the owner passes the link on. */
export function invitationMail(): InvitationMail | undefined {
  const env = getEnv();
  if (!env.SMTP_URL) return undefined;
  mail ??= new InvitationMail(database(), {
    smtpUrl: env.SMTP_URL,
    allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
    from: mailFrom(env),
    clinicName: clinic.name,
    timeZone: env.STAFF_TIME_ZONE,
  });
  return mail;
}

let digest: WeeklyDigest | undefined;

/** The owners' weekly figures by e-mail (docs/decisions/033-insights.md), when the clinic's mail server is set. */
export function weeklyDigest(): WeeklyDigest | undefined {
  const env = getEnv();
  if (!env.SMTP_URL) return undefined;
  digest ??= new WeeklyDigest(database(), {
    smtpUrl: env.SMTP_URL,
    allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
    from: mailFrom(env),
    clinicName: clinic.name,
    siteUrl: siteUrl(env),
  });
  return digest;
}

/** Starts the staff area's background work: the invitations' e-mails and the owners' weekly figures. */
export function startStaffServices() {
  invitationMail()?.start();
  weeklyDigest()?.start();
}

/** Stops it, and writes the counts of the sign-in's refusals still open to the trail (staff-access.server.ts). */
export async function stopStaffServices() {
  await Promise.all([mail?.stop(), digest?.stop(), flushRefusals()]);
}
