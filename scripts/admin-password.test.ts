import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../app/security/password.server";

const script = fileURLToPath(new URL("./admin-password.ts", import.meta.url));

/** `npm run admin:password` with the password piped in, as a deployment script would. */
const run = (password: string) =>
  spawnSync(process.execPath, [script], { input: `${password}\n`, encoding: "utf8", timeout: 30_000 });

describe("npm run admin:password", () => {
  it("refuses a guessable password, saying why, and prints no hash", () => {
    for (const password of ["aaaaaaaaaaaa", "password1234", " ".repeat(12)]) {
      const result = run(password);
      expect(result.status, JSON.stringify(password)).toBe(1);
      expect(result.stderr).toMatch(/too easy to guess/);
      expect(result.stdout).toBe("");
    }
  });

  it("refuses a password longer than the sign-in accepts", () => {
    const result = run("tide over the old stone pier ".repeat(40));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/at most 1024 characters/);
  });

  it("prints the hash of a good password, which the sign-in then accepts", async () => {
    const password = "the tide comes in twice a day";
    const result = run(password);
    expect(result.status, result.stderr).toBe(0);
    const hash = /^ADMIN_PASSWORD_HASH=(\S+)$/m.exec(result.stdout)?.[1] ?? "";
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword("the tide comes in twice a day!", hash)).toBe(false);
  }, 30_000);
});
