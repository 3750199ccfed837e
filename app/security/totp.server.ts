import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/**
 * The second factor (docs/decisions/019-staff-accounts.md): time-based one-time codes (TOTP, RFC 6238) as every
 * authenticator app makes them: SHA-1, six digits, a new code every 30 seconds, from a 160-bit secret (RFC 4226's
 * recommended length). A code is accepted for its own 30 seconds and one step either side (a phone's clock a little
 * off), and only for a step later than the last one accepted: a code seen over a shoulder cannot be used again.
 */
export const totpSettings = { algorithm: "SHA1", digits: 6, period: 30, window: 1 } as const;

const totp = (secret: string, label = "", issuer = "") =>
  new TOTP({
    issuer,
    label,
    algorithm: totpSettings.algorithm,
    digits: totpSettings.digits,
    period: totpSettings.period,
    secret: Secret.fromBase32(secret),
  });

/** A new secret, in base32 (what the otpauth:// address and the apps' "enter a key" carry). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code, naming the clinic and the account. */
export const totpAddress = (secret: string, issuer: string, account: string) =>
  totp(secret, account, issuer).toString();

/** The QR code of an address as an SVG image, made on the server (no script, no outside service). */
export const qrCodeSvg = (address: string) =>
  QRCode.toString(address, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000", light: "#fff" },
  });

/**
 * The time step a code was made for, if it is right now (within the window) and later than `lastStep`, the step of
 * the last code accepted; otherwise null. The caller stores the step it gets back.
 */
export function acceptedStep(secret: string, code: unknown, lastStep: number, now = Date.now()): number | null {
  if (typeof code !== "string") return null;
  const token = code.replace(/[\s-]/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const generator = totp(secret);
  const delta = generator.validate({ token, timestamp: now, window: totpSettings.window });
  if (delta === null) return null;
  const step = generator.counter({ timestamp: now }) + delta;
  return step > lastStep ? step : null;
}

/**
 * Recovery codes, for a lost phone: ten per account, each used once. 24 characters of base32 (120 random bits, in
 * six groups of four) are beyond guessing, so a SHA-256 digest keeps them safely (OWASP ASVS 5.0 V6.5.2: 112 bits or
 * more may be kept with a plain hash).
 */
export const recoveryCodeCount = 10;
const alphabet = "abcdefghijklmnopqrstuvwxyz234567";

export function newRecoveryCodes(count = recoveryCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(24);
    const characters = [...bytes].map((byte) => alphabet[byte % 32]).join("");
    return characters.match(/.{4}/g)?.join("-") ?? characters;
  });
}

/** A recovery code as typed (any case, spaces or dashes anywhere), reduced to its 24 characters, or null. */
export function normalRecoveryCode(typed: unknown): string | null {
  if (typeof typed !== "string" || typed.length > 100) return null;
  const characters = typed.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z2-7]{24}$/.test(characters) ? characters : null;
}

export const recoveryCodeDigest = (normalCode: string) => createHash("sha256").update(normalCode).digest("base64url");
