import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "./tests/support/chromium";
import { localCertificate } from "./tests/support/local-certificate";

const port = Number(process.env.E2E_PORT ?? 4317);
const backendPort = port + 1;
/**
 * The stand-in for the clinic's mail server (SMTP), in the same process as the backend's. Ports `port + 2`,
 * `port + 3` and `port + 6` belong to the servers of configuration.test.ts, development.test.ts and staff-logs.test.ts.
 */
const smtpPort = port + 5;
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The content editor's own server (`port + 7`, with a database of its own): its publishes change pages within seconds,
 * so it runs beside the site's tests instead of after them.
 */
const contentPort = port + 7;
export const contentBaseURL = `http://127.0.0.1:${contentPort}`;
/** The stand-in for the clinic's backend (tests/e2e/support/backend-stub.mjs). */
export const backendURL = `http://127.0.0.1:${backendPort}`;
/** The scheduling page of the test server: a host that only exists in the tests' own routing. */
export const schedulingURL = "https://calendly.test/aurea-clinic/consultation";
/** The admin token of the test server. */
export const adminToken = "e2e-admin-token-0123456789abcdef";
/**
 * The password of the test server's staff accounts (tests/e2e/support/staff.ts), and its hash (scrypt at the lowest
 * cost accepted, for speed).
 */
export const staffPassword = "e2e staff password 2026";
export const staffPasswordHash = "scrypt:14:8:1:q7GqGW3WN-tArSUt5e1O_Q:C_7UVwqMLTrqi37O_--Yh75No36ft_TWfUKDJ6E5hzI";
/**
 * The test server's data folder, named once by the main process; the workers inherit it through the environment,
 * so that tests can look into the database itself (an erased request must be gone from the file).
 */
process.env.E2E_DATA_DIR ??= `test-results/e2e-data-${Date.now()}`;
export const dataDir = process.env.E2E_DATA_DIR;
/** The content editor's server's data folder. */
export const contentDataDir = `${dataDir}-content`;

/**
 * The certificate of the SMTP stand-in's STARTTLS, made at test time by the main process (the workers inherit its
 * folder): the test server trusts it through NODE_EXTRA_CA_CERTS, as a clinic's server would trust its mail server's
 * private authority, and requires STARTTLS as in production (no SMTP_ALLOW_PLAINTEXT).
 */
process.env.E2E_TLS_DIR ??= `test-results/e2e-tls-${Date.now()}`;
const tlsDir = process.env.E2E_TLS_DIR;
const tlsFiles = { key: path.join(tlsDir, "key.pem"), cert: path.join(tlsDir, "cert.pem") };
if (!existsSync(tlsFiles.cert)) {
  const { key, cert } = await localCertificate();
  mkdirSync(tlsDir, { recursive: true });
  writeFileSync(tlsFiles.key, key, { mode: 0o600 });
  writeFileSync(tlsFiles.cert, cert);
}

/** The production server on `serverPort` with its data under `serverDataDir`, as each project's tests speak to it. */
const productionServer = (serverPort: number, serverDataDir: string) => ({
  command: "node server/index.ts",
  url: `http://127.0.0.1:${serverPort}/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    DATA_DIR: serverDataDir,
    SITE_URL: `http://localhost:${serverPort}`,
    CONTACT_FORWARD_URL: backendURL,
    SCHEDULING_URL: schedulingURL,
    ADMIN_TOKEN: adminToken,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NODE_EXTRA_CA_CERTS: tlsFiles.cert,
    NOTIFY_EMAIL: "reception@aurea-clinic.test",
    STAFF_TIME_ZONE: "Europe/Lisbon",
    // Each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so each is one client.
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
  },
});

/**
 * Browser journeys against the production build, served by our own server on a real port with a
 * real SQLite file. Chromium is Debian's (scripts/test.mjs installs it when missing).
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: true,
  // Three at a time: two for the site's tests, the third for the project "apart" (below), whose tests mostly wait
  // (a publish to show, a back-off, a killed server's claims to run out) and would otherwise hold one of the two.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // The slow-tests reporter prints the slowest tests and warns of any that took more than half their timeout.
  reporter: [["list"], ["./tests/support/slow-tests-reporter.ts"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: "test-results/playwright",
  use: {
    baseURL,
    // No trace: recording one for every test (to keep it on failure) has the browser snapshot and encode frames all
    // along, 30 % of the suite's time on 2 cores. A failure leaves its page's accessibility snapshot
    // (error-context.md) and a screenshot; `npx playwright test <file> --trace on` records a trace when one is needed.
    trace: "off",
    screenshot: "only-on-failure",
    viewport: { width: 1366, height: 900 },
    launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
  },
  projects: [
    { name: "site", testIgnore: ["**/content-editor.test.ts", "**/reliability.test.ts"], workers: 2 },
    // One after another, beside the site's tests: the editor's (it publishes, and the pages change within seconds of a
    // publish: on a server and database of their own, so that no other test reads a page while a text it checks is
    // changed) and the reliability scripts' (servers of their own, on ports of their own).
    {
      name: "apart",
      testMatch: ["**/content-editor.test.ts", "**/reliability.test.ts"],
      workers: 1,
      use: { baseURL: contentBaseURL },
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/support/backend-stub.mjs",
      url: `${backendURL}/__health`,
      reuseExistingServer: false,
      env: {
        BACKEND_PORT: String(backendPort),
        SMTP_PORT: String(smtpPort),
        SMTP_TLS_KEY: tlsFiles.key,
        SMTP_TLS_CERT: tlsFiles.cert,
      },
    },
    productionServer(port, dataDir),
    productionServer(contentPort, contentDataDir),
  ],
});
