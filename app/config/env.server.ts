import { z } from "zod";
import { languages } from "~/i18n/languages";

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ""));

function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Deployment settings, all from the environment; `.env.example` documents each one. */
const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; unset means every interface (IPv4 and IPv6). */
  HOST: optional(z.string().min(1)),
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * `postgres://user:password@host:5432/db`: the site's data in PostgreSQL, shared by several instances. Unset: SQLite
   * under `DATA_DIR`, for one process.
   */
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  /**
   * Public address of the site, used for canonical and alternate-language links and the links in e-mails. Unset: in
   * production the pages' links are relative and the e-mails carry none (the server warns at start-up: `siteUrl`);
   * in development, `http://localhost:3000`.
   */
  SITE_URL: optional(httpUrl),
  /** The clinic's page on the scheduling service (https). Unset: booking leads to the contact form. */
  SCHEDULING_URL: optional(z.url({ protocol: /^https$/ })),
  /** Base URL of the clinic's backend that receives each contact request. Unset: no forwarding. */
  CONTACT_FORWARD_URL: optional(httpUrl),
  /** Bearer token of the clinic's admin access; unset switches the admin part off. */
  ADMIN_TOKEN: optional(z.string().min(24, "must be at least 24 characters long")),
  /**
   * The shared password of the inbox before staff accounts (docs/decisions/019-staff-accounts.md): no longer signs
   * anyone in. Still read, so that the server can say at start-up that it is ignored and how to move to accounts.
   */
  ADMIN_PASSWORD_HASH: optional(z.string()),
  /**
   * Minutes a staff session stays open without use (OWASP ASVS 5.0 V7.3.1); then the next page asks to sign in. At
   * most an hour: NIST SP 800-63B's level 2 asks for 30 minutes, and the screens hold patients' data.
   */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(5).max(60).default(30),
  /** Hours a staff session lasts at most, however busy (V7.3.2; NIST's level 2: 12 at most): then one signs in again. */
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(12).default(8),
  /**
   * The clinic's mail server, as `smtp://user:password@host:587` (STARTTLS required, the server's certificate
   * verified) or `smtps://…:465`. With `NOTIFY_EMAIL`, each new contact request sends the staff a short notice. No
   * `?…` options: nodemailer would let them override what the code requires (`?requireTLS=false`).
   */
  SMTP_URL: optional(
    z
      .url({ protocol: /^smtps?$/ })
      .refine(
        (url) => !url.includes("?"),
        "must carry no options (?…); for a plaintext relay see SMTP_ALLOW_PLAINTEXT",
      ),
  ),
  /**
   * `true`: an `smtp://` server may be spoken to without STARTTLS (a relay on the same machine or a private network
   * that offers none). Unset or `false`: STARTTLS is required, and the password never goes out in plaintext.
   */
  SMTP_ALLOW_PLAINTEXT: z.preprocess((value) => (value === "" ? undefined : value), z.stringbool().default(false)),
  /** Who gets the notices: one address or several, separated by commas. */
  NOTIFY_EMAIL: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email()).min(1).max(20)),
  ),
  /** The notices' sender address; unset: `no-reply@` and the host of `SITE_URL`. */
  NOTIFY_FROM: optional(z.email()),
  /** The notices' language (en, pt, es, fr, it). */
  NOTIFY_LANGUAGE: z.enum(languages).default("en"),
  /**
   * The time zone in which the staff read times (the inbox, the notices, the exports): an IANA name such as
   * Europe/Lisbon. Unset: UTC (the server warns at start-up in production).
   */
  STAFF_TIME_ZONE: z.string().default("UTC").refine(isTimeZone, "must be a time zone name such as Europe/Lisbon"),
  /** Contact requests one client may send in 15 minutes; more are refused with 429. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Days after which contact requests are purged; the privacy policy states the same figure. */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Days the audit trail keeps an event (docs/decisions/018-audit-trail.md); nothing else removes one. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
  /** Express `trust proxy`: "true", "false", a hop count or a subnet list, when behind a proxy. */
  TRUST_PROXY: z.string().default("false"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Validates the environment; the error names each wrong variable but never echoes a value. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  throw invalidEnvironment(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
}

/** The error naming each wrong variable (`NAME: what is wrong`), as the server prints it before it stops. */
export const invalidEnvironment = (problems: readonly string[]) =>
  new EnvError(`Invalid environment:\n  ${problems.join("\n  ")}`);

let cached: Env | undefined;

/** The environment, validated once (at start-up, by the server) and then kept. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The site's public address for absolute links (`https://www.aurea-clinic.com`): `SITE_URL`, or in production, where
 * nothing else can be known, none (`""`: a page's links are relative to wherever it was served, and an e-mail, which
 * has no such place, leaves its link out); in development, the address the development server listens on. A link
 * never points at `localhost` in production unless `SITE_URL` says so, which the server warns about.
 */
export const siteUrl = (env: Pick<Env, "SITE_URL" | "NODE_ENV"> = getEnv()) =>
  env.SITE_URL ?? (env.NODE_ENV === "production" ? "" : "http://localhost:3000");

/** Whether an address is this machine's own (`localhost`, `127.0.0.1`, `[::1]`): no one else can follow it. */
export const isLoopback = (url: string) => /^https?:\/\/(localhost|127(\.\d+){3}|\[::1\])(:\d+)?$/i.test(url);

/** What the server should say at start-up of these settings: production with no public address, or UTC by default. */
export function settingWarnings(env: Env, source: Record<string, string | undefined> = process.env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (!env.SITE_URL)
    warnings.push(
      "SITE_URL is not set: pages link to themselves relatively (search engines want absolute canonical and hreflang links) and e-mails carry no link; set it to the site's public https address",
    );
  else if (isLoopback(env.SITE_URL))
    warnings.push(
      `SITE_URL points at this machine (${env.SITE_URL}): no visitor or e-mail reader can follow its links`,
    );
  if (!source.STAFF_TIME_ZONE?.trim())
    warnings.push(
      "STAFF_TIME_ZONE is not set: the staff read every time in UTC; set it to the clinic's, such as Europe/Lisbon",
    );
  return warnings;
}

/** The settings the browser may see. */
export function publicSettings(env: Env = getEnv()) {
  return { siteUrl: siteUrl(env), schedulingUrl: env.SCHEDULING_URL ?? null };
}
export type PublicSettings = ReturnType<typeof publicSettings>;
