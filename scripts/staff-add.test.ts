import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../app/security/password.server";

const script = fileURLToPath(new URL("./staff-add.mjs", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "clinic-staff-add-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run staff:add` with the password piped in, as a deployment script would. */
const run = (args: string[], password: string) =>
  spawnSync(process.execPath, [script, ...args], {
    input: `${password}\n`,
    encoding: "utf8",
    timeout: 60_000,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });

const account = (email: string) => {
  if (!existsSync(path.join(dataDir, "clinic.sqlite"))) return undefined;
  const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true });
  try {
    return db.prepare("SELECT * FROM staff_accounts WHERE email = ?").get(email) as Record<string, string> | undefined;
  } finally {
    db.close();
  }
};

describe("npm run staff:add", () => {
  it("refuses a guessable password or one longer than the sign-in accepts, saying why, and creates nothing", () => {
    // Each run starts Vite (2–3 s): one guessable password here, the policy's other cases in password-policy.server.test.ts.
    for (const password of ["password1234", "tide over the old stone pier ".repeat(40)]) {
      const result = run(["--email", "ana@clinic.test", "--role", "owner"], password);
      expect(result.status, JSON.stringify(password.slice(0, 20))).toBe(1);
      expect(result.stderr).toMatch(/too easy to guess|at most 1024 characters/);
    }
    expect(account("ana@clinic.test")).toBeUndefined();
  }, 120_000);

  it("refuses an unknown role or a missing address", () => {
    expect(run(["--email", "ana@clinic.test", "--role", "admin"], "the tide comes in twice a day").stderr).toMatch(
      /--role must be one of: owner, front_desk, editor/,
    );
    expect(run(["--role", "owner"], "the tide comes in twice a day").status).toBe(2);
  }, 60_000);

  it("creates the account with the password's hash, once, and the audit trail says so", async () => {
    const password = "the tide comes in twice a day";
    const result = run(["--email", "Ana@Clinic.test", "--role", "owner"], password);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Account acc_[\w-]+ created for ana@clinic\.test \(owner\)/);
    const row = account("ana@clinic.test");
    expect(row).toMatchObject({ role: "owner", active: 1, totp_secret: null });
    expect(await verifyPassword(password, row?.password_hash ?? "")).toBe(true);
    const again = run(["--email", "ana@clinic.test", "--role", "front-desk"], password);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/exists already/);
    const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true });
    expect(db.prepare("SELECT action, actor, object_id FROM audit_events").all()).toEqual([
      { action: "account_created", actor: "command_line", object_id: row?.id },
    ]);
    db.close();
  }, 60_000);
});
