import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { staffPassword, staffPasswordHash } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * What the server writes in its log while the staff sign in: a server of its own (port + 6) logging everything
 * (`LOG_LEVEL=debug`), so that the test can read each line.
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 6;
const base = `http://127.0.0.1:${port}`;
test.describe.configure({ mode: "serial" });
let server: ChildProcess;
let dataDir: string;
let output = "";

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "clinic-staff-logs-"));
  server = spawn(process.execPath, ["server/index.ts"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "debug",
      ADMIN_PASSWORD_HASH: staffPasswordHash,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

/** A sign-in as a browser makes it: the form's token from the page, with its cookie. */
async function signIn(password: string) {
  const page = await fetch(`${base}/admin/login`);
  const cookie = page.headers.get("set-cookie")?.split(";")[0] ?? "";
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  return fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, password }),
    redirect: "manual",
  });
}

test("the password is never logged, wrong or right; sign-ins and refusals are", async () => {
  const wrongPassword = "Tr0ub4dor&3-wrong-guess";
  expect((await signIn(wrongPassword)).status).toBe(401);
  const signedIn = await signIn(staffPassword);
  expect(signedIn.status).toBe(303);
  const token = /staff_session=([^;]+)/.exec(signedIn.headers.get("set-cookie") ?? "")?.[1] ?? "";
  expect(token).not.toBe("");

  await expect.poll(() => output).toContain('"message":"staff signed in"');
  expect(output).toContain('"message":"staff sign-in refused: wrong password"');
  // The request lines are there (debug), but no password, form token or session token in any line.
  expect(output).toContain('"path":"/admin/login","status":401');
  for (const secret of [wrongPassword, staffPassword, encodeURIComponent(staffPassword), token]) {
    expect(output).not.toContain(secret);
  }
  expect(output).not.toContain("csrf");
});
