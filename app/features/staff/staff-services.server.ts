import { clinic } from "~/config/clinic";
import { getEnv } from "~/config/env.server";
import { database } from "~/db/database.server";
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

/** Starts the staff area's background work: the invitations' e-mails. */
export function startStaffServices() {
  invitationMail()?.start();
}

/** Stops it, and writes the counts of the sign-in's refusals still open to the trail (staff-access.server.ts). */
export async function stopStaffServices() {
  await Promise.all([mail?.stop(), flushRefusals()]);
}
