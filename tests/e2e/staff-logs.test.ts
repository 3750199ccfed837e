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
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A sign-in as a browser makes it: the form's token from the page, with its cookie (and the browser's other
 * cookies); `from` is the address a proxy reports (the server trusts one proxy).
 */
async function signIn(password: string, { from = "127.0.0.1", cookies = [] as string[] } = {}) {
  const headers = { "x-forwarded-for": from };
  const page = await fetch(`${base}/admin/login`, { headers });
  const cookie = [page.headers.get("set-cookie")?.split(";")[0] ?? "", ...cookies].join("; ");
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  return fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, password }),
    redirect: "manual",
  });
}

/** The `name=value` of a cookie an answer sets. */
const setCookie = (answer: Response, name: string) =>
  answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${name}=`)) ?? "";

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

test("a staff form posted from another site is refused (400) without an error in the log", async () => {
  const before = output.length;
  for (const path of ["/admin/login", "/admin/login.data", "/pt/admin.data"]) {
    const answer = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { origin: "https://other.example", "content-type": "application/x-www-form-urlencoded" },
      body: "password=guess",
      redirect: "manual",
    });
    expect(answer.status, path).toBe(400);
    await expect.poll(() => output.slice(before)).toContain(`"path":"${path}","status":400`);
  }
  expect(output.slice(before)).not.toContain('"level":"error"');
});

test("strangers guessing from many addresses lock out strangers, not a browser that signed in before", async () => {
  test.setTimeout(90_000);
  const signedIn = await signIn(staffPassword, { from: "192.0.2.1" });
  expect(signedIn.status).toBe(303);
  const device = setCookie(signedIn, "staff_device");
  expect(device).toMatch(/^staff_device=[\w-]+\.[\w-]+$/);
  // The mark's attributes, in any order (the `cookie` library writes them): months long, HttpOnly, same-site only.
  const attributes = (signedIn.headers.getSetCookie().find((c) => c.startsWith("staff_device=")) ?? "")
    .split(/;\s*/)
    .slice(1)
    .map((a) => a.toLowerCase());
  expect(attributes).toEqual(expect.arrayContaining(["path=/", "httponly", "samesite=strict"]));
  expect(attributes).toContainEqual(expect.stringMatching(/^max-age=\d{8}$/));

  // Wrong guesses from many networks (four each, under their own limit) spend the overall budget of 100 tries
  // (less the wrong try of the first test).
  const answers: number[] = [];
  for (let network = 0; network < 30 && !answers.includes(429); network++) {
    const guesses = Array.from({ length: 4 }, (_, i) =>
      signIn(`guess ${network}-${i}`, { from: `198.51.100.${network}` }),
    );
    for (const answer of await Promise.all(guesses)) answers.push(answer.status);
  }
  // Within a batch the four are counted in any order, so a refusal may come before a wrong answer.
  const wrong = answers.filter((status) => status === 401).length;
  expect(wrong).toBeGreaterThanOrEqual(96);
  expect(wrong).toBeLessThanOrEqual(100);
  expect(answers.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  expect(answers.slice(-4)).toContain(429);
  // Now even the right password from a new browser waits; the staff's browser still signs in, from anywhere.
  expect((await signIn(staffPassword, { from: "203.0.113.7" })).status).toBe(429);
  expect((await signIn(staffPassword, { from: "203.0.113.7", cookies: [device] })).status).toBe(303);
  // A forged mark is a stranger's.
  const forged = device.replace(/\.[\w-]+$/, ".forged");
  expect((await signIn(staffPassword, { from: "203.0.113.8", cookies: [forged] })).status).toBe(429);
});
