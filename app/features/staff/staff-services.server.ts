import { clinic } from "~/config/clinic";
import { getEnv } from "~/config/env.server";
import { database } from "~/db/database.server";
import { InvitationMail } from "./invitation-mail.server";
import { mailFrom } from "./mail-transport.server";

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

export async function stopStaffServices() {
  await mail?.stop();
}
