import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * A staff account's password, kept only as a scrypt hash (`staff_accounts.password_hash`), as a text:
 * `scrypt:<log2 N>:<r>:<p>:<salt>:<hash>`, salt and hash in base64url (docs/decisions/019-staff-accounts.md). scrypt
 * (node:crypto) makes each guess cost memory and time; the sign-in is rate-limited on top.
 */
/**
 * How long a staff password may be: at least 12 characters, and up to 1,024, the same limit for choosing one
 * (`password-policy.server.ts`) and for signing in (OWASP ASVS 5.0 V6.2.1 and V6.2.9: 64 at least).
 */
export const passwordLength = { min: 12, max: 1024 } as const;

const defaults = { log2N: 17, r: 8, p: 1, saltBytes: 16, keyBytes: 32 } as const;

const derive = (password: string, salt: Buffer, keyBytes: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** Memory scrypt needs for these parameters, with room to spare (Node refuses above `maxmem`). */
const memoryFor = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string, cost: { log2N?: number } = {}): Promise<string> {
  const log2N = cost.log2N ?? defaults.log2N;
  const salt = randomBytes(defaults.saltBytes);
  const N = 2 ** log2N;
  const key = await derive(password, salt, defaults.keyBytes, {
    N,
    r: defaults.r,
    p: defaults.p,
    maxmem: memoryFor(N, defaults.r),
  });
  return ["scrypt", log2N, defaults.r, defaults.p, salt.toString("base64url"), key.toString("base64url")].join(":");
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** The parts of a stored hash, or null when it is not one this module wrote (a typo in the environment). */
export function parseHash(stored: string): ParsedHash | null {
  const match = /^scrypt:(\d{1,2}):(\d{1,2}):(\d{1,2}):([\w-]{16,}):([\w-]{32,})$/.exec(stored.trim());
  if (!match) return null;
  const [log2N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (log2N < 14 || log2N > 22 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { log2N, r, p, salt: Buffer.from(match[4] ?? "", "base64url"), key: Buffer.from(match[5] ?? "", "base64url") };
}

/** Whether `password` is the one `stored` was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || password.length > passwordLength.max) return false;
  const N = 2 ** parsed.log2N;
  const key = await derive(password, parsed.salt, parsed.key.length, {
    N,
    r: parsed.r,
    p: parsed.p,
    maxmem: memoryFor(N, parsed.r),
  });
  return timingSafeEqual(key, parsed.key);
}
