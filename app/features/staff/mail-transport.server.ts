import { hostname } from "node:os";
import type { ConnectionOptions } from "node:tls";
import { createTransport, type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

/** An SMTP exchange that takes longer than this is abandoned and tried again later. */
export const sendTimeoutMs = 15_000;

/** The clinic's mail server, as the settings name it. */
export interface MailServer {
  /** `smtp://…` or `smtps://…` (`SMTP_URL`). */
  smtpUrl: string;
  /** `smtp://` without STARTTLS allowed (`SMTP_ALLOW_PLAINTEXT`); otherwise STARTTLS is required. */
  allowPlaintext?: boolean;
}

/**
 * A connection to the clinic's mail server for the staff's mails (the notices of new requests, the invitations).
 * With smtp://, nodemailer uses STARTTLS only when the server offers it: a man in the middle who strikes the offer
 * from the greeting would read the password. It is required unless a plaintext relay is allowed; the certificate is
 * verified either way (Node's defaults, or NODE_EXTRA_CA_CERTS for a private authority). `tls`: the tests' own
 * certificate authority.
 */
export function mailTransport(server: MailServer, tls?: ConnectionOptions): Transporter {
  const options: SMTPTransport.Options = {
    url: server.smtpUrl,
    requireTLS: !server.allowPlaintext,
    connectionTimeout: sendTimeoutMs,
    greetingTimeout: sendTimeoutMs,
    socketTimeout: sendTimeoutMs,
    ...(tls && { tls }),
  };
  return createTransport(options);
}

/** A failed send's error code (`ECONNECTION`, `EENVELOPE`, …), or `error`. */
export const mailErrorCode = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : "error";
};

/** The sender of the staff's mails: `NOTIFY_FROM`, or `no-reply@` and the host of `SITE_URL` (of this machine, unset). */
export const mailFrom = (env: { NOTIFY_FROM?: string; SITE_URL?: string }) =>
  env.NOTIFY_FROM ?? `no-reply@${env.SITE_URL ? new URL(env.SITE_URL).hostname : hostname()}`;
