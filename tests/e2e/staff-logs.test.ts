import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Secret } from "otpauth";
import { staffPassword, staffPasswordHash } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { appCode } from "./support/staff";

/**
 * What the server writes in its log while the staff sign in: a server of its own (port + 6) logging everything
 * (`LOG_LEVEL=debug`), so that the test can read each line. It is started as a site moving from the shared password
 * would be, `ADMIN_PASSWORD_HASH` still set; its one front-desk account is written in its SQLite file once it runs.
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 6;
const base = `http://127.0.0.1:${port}`;
test.describe.configure({ mode: "serial" });
let server: ChildProcess;
let dataDir: string;
let output = "";
/** The server's account: an address, the password `staffPassword`, and its authenticator app's secret. */
const account = {
  id: `acc_logs${randomBytes(6).toString("hex")}`,
  email: "front-desk.logs@clinic.test",
  secret: new Secret({ size: 20 }).base32,
};

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
      TRUST_PROXY: "1",
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
  // As `npm run staff:add` and the enrolment leave it (tests/e2e/support/staff.ts does the same for the test server).
  const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { timeout: 5_000 });
  try {
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO staff_accounts (id, email, role, password_hash, totp_secret, totp_last_step, active, created_at, updated_at)
       VALUES (?, ?, 'front_desk', ?, ?, 0, 1, ?, ?)`,
    ).run(account.id, account.email, staffPasswordHash, account.secret, now, now);
  } finally {
    db.close();
  }
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

/** The `name=value` of a cookie an answer sets. */
const setCookie = (answer: Response, name: string) =>
  answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${name}=`)) ?? "";

/**
 * A sign-in's first step as a browser makes it: the form's token from the page, with its cookie (and the browser's
 * other cookies); `from` is the address a proxy reports (the server trusts one proxy).
 */
async function signIn(password: string, { email = account.email, from = "127.0.0.1", cookies = [] as string[] } = {}) {
  const headers = { "x-forwarded-for": from };
  const page = await fetch(`${base}/admin/login`, { headers });
  const cookie = [setCookie(page, "staff_sign_in"), ...cookies].join("; ");
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  return fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, email, password }),
    redirect: "manual",
  });
}

/** The second step, with the session cookie of the first: the code of the account's app. */
async function enterCode(session: string, code: string) {
  const page = await fetch(`${base}/admin/second-factor`, { headers: { cookie: session } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  return fetch(`${base}/admin/second-factor`, {
    method: "POST",
    headers: { cookie: session, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, code }),
    redirect: "manual",
  });
}

test("a site still setting ADMIN_PASSWORD_HASH is told it is ignored; the shared password alone signs nobody in", async () => {
  await expect.poll(() => output).toContain('"message":"listening"');
  expect(output).toContain("ADMIN_PASSWORD_HASH is no longer used");
  // Started before its first account: the log says how to make one.
  expect(output).toContain("no staff account yet: create the first owner with npm run staff:add");
  // The old form (the password alone) is not a sign-in any more, and counts as no try.
  const page = await fetch(`${base}/admin/login`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const old = await fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { cookie: setCookie(page, "staff_sign_in"), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, password: staffPassword }),
    redirect: "manual",
  });
  expect(old.status).toBe(400);
  expect(setCookie(old, "staff_session")).toBe("");
});

test("the password is never logged, wrong or right, nor the code, the address or a token; sign-ins and refusals are", async () => {
  const wrongPassword = "Tr0ub4dor&3-wrong-guess";
  expect((await signIn(wrongPassword)).status).toBe(401);
  const halfway = await signIn(staffPassword);
  expect(halfway.status).toBe(303);
  expect(halfway.headers.get("location")).toBe("/admin/second-factor");
  const halfwayToken = setCookie(halfway, "staff_session");
  expect(halfwayToken).toMatch(/^staff_session=[\w-]{43}$/);
  const code = appCode(account.secret);
  const signedIn = await enterCode(halfwayToken, code);
  expect(signedIn.status).toBe(303);
  expect(signedIn.headers.get("location")).toBe("/admin");
  const token = setCookie(signedIn, "staff_session");
  expect(token).toMatch(/^staff_session=[\w-]{43}$/);

  await expect.poll(() => output).toContain('"path":"/admin/second-factor","status":303');
  expect(output).toContain('"message":"staff signed in"');
  expect(output).toContain('"message":"staff sign-in refused: wrong password"');
  // The request lines are there (debug), but no password, code, app secret, address, form token or session token in
  // any line.
  expect(output).toContain('"path":"/admin/login","status":401');
  for (const secret of [
    wrongPassword,
    staffPassword,
    encodeURIComponent(staffPassword),
    halfwayToken.split("=")[1] ?? "",
    token.split("=")[1] ?? "",
    account.secret,
    account.email,
    encodeURIComponent(account.email),
  ]) {
    expect(output).not.toContain(secret);
  }
  expect(output).not.toMatch(new RegExp(`\\b${code}\\b`));
  expect(output).not.toContain("csrf");
});

test("a staff form posted from another site is refused (400) without an error in the log", async () => {
  const before = output.length;
  for (const path of ["/admin/login", "/admin/login.data", "/admin/second-factor", "/pt/admin.data"]) {
    const answer = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { origin: "https://other.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=front-desk%40clinic.test&password=guess&code=123456",
      redirect: "manual",
    });
    expect(answer.status, path).toBe(400);
    await expect.poll(() => output.slice(before)).toContain(`"path":"${path}","status":400`);
  }
  expect(output.slice(before)).not.toContain('"level":"error"');
});

test("strangers guessing from many addresses lock out strangers, not a browser that signed in before (both factors)", async () => {
  test.setTimeout(90_000);
  // The password alone marks nothing; both factors do.
  const halfway = await signIn(staffPassword, { from: "192.0.2.1" });
  expect(halfway.status).toBe(303);
  expect(setCookie(halfway, "staff_device")).toBe("");
  const signedIn = await enterCode(setCookie(halfway, "staff_session"), appCode(account.secret, 1));
  expect(signedIn.headers.get("location")).toBe("/admin");
  // The mark names the account, with a random id and a signature made with the account's password hash.
  const device = setCookie(signedIn, "staff_device");
  expect(device).toMatch(new RegExp(`^staff_device=${account.id}\\.[\\w-]+\\.[\\w-]+$`));
  // The mark's attributes, in any order (the `cookie` library writes them): months long, HttpOnly, same-site only.
  const attributes = (signedIn.headers.getSetCookie().find((c) => c.startsWith("staff_device=")) ?? "")
    .split(/;\s*/)
    .slice(1)
    .map((a) => a.toLowerCase());
  expect(attributes).toEqual(expect.arrayContaining(["path=/", "httponly", "samesite=strict"]));
  expect(attributes).toContainEqual(expect.stringMatching(/^max-age=\d{8}$/));

  // Wrong guesses at the account's address, each from another network (under its own limit): ten in a quarter hour
  // (less the wrong try of the test before), then the address is refused to everyone.
  const answers: number[] = [];
  for (let network = 0; network < 12; network++) {
    answers.push((await signIn(`guess ${network}`, { from: `198.51.100.${network}` })).status);
  }
  expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  expect(answers.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  expect(answers.slice(-2)).toEqual([429, 429]);
  // Now even the right password from a new browser waits; the staff's browser still passes it, from anywhere.
  expect((await signIn(staffPassword, { from: "203.0.113.7" })).status).toBe(429);
  const known = await signIn(staffPassword, { from: "203.0.113.7", cookies: [device] });
  expect(known.status).toBe(303);
  expect(known.headers.get("location")).toBe("/admin/second-factor");
  // A forged mark is a stranger's.
  const forged = device.replace(/\.[\w-]+$/, ".forged");
  expect((await signIn(staffPassword, { from: "203.0.113.8", cookies: [forged] })).status).toBe(429);
  // The mark is tied to the account's password: a new password (here its hash changed in the database) voids it.
  const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { timeout: 5_000 });
  try {
    db.prepare("UPDATE staff_accounts SET password_hash = ? WHERE id = ?").run(
      staffPasswordHash.replace(/:[\w-]+$/, ":a-new-password-hash-0123456789abcdef"),
      account.id,
    );
  } finally {
    db.close();
  }
  expect((await signIn(staffPassword, { from: "203.0.113.9", cookies: [device] })).status).toBe(429);
  // However many tries, the password was never written in the log.
  expect(output).not.toContain(staffPassword);
  expect(output).not.toContain(encodeURIComponent(staffPassword));
});
