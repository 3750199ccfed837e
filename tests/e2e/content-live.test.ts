import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ptHome from "../../app/locales/pt/home.json" with { type: "json" };
import { baseURL } from "../../playwright.config";
import { startPostgres } from "../../scripts/postgres.mjs";
import { freshDataDir, startServer } from "../../scripts/reliability/run-server.mjs";
import { expect, test } from "./fixtures";

/**
 * What the clinic publishes shows everywhere within seconds, with nothing rebuilt (docs/decisions/020-content-editor.md):
 * two production servers on one PostgreSQL database, as behind a load balancer; the content is published on neither
 * (by `npm run content:import`, as the command line would) and both must serve it.
 */
test("a publish shows on two instances on one PostgreSQL within 5 s, and the sitemap's lastmod follows", async () => {
  test.setTimeout(180_000);
  const postgres = await startPostgres();
  // Beside the test server's own port and those of its stand-ins (playwright.config.ts).
  const ports = [Number(new URL(baseURL).port) + 20, Number(new URL(baseURL).port) + 21];
  const servers = await Promise.all(
    ports.map((port, n) =>
      startServer({ port, dataDir: freshDataDir(`content-${n}`), env: { DATABASE_URL: postgres.url } }),
    ),
  );
  const folder = mkdtempSync(path.join(tmpdir(), "content-import-"));
  try {
    const title = "Beleza que dura, cuidada por médicos";
    // Both serve the page (and keep it in their page cache) before the publish.
    for (const server of servers) {
      const html = await (await fetch(`${server.base}/pt`)).text();
      expect(html).toContain(ptHome.hero.title);
    }

    mkdirSync(path.join(folder, "pt"));
    writeFileSync(path.join(folder, "pt", "home.json"), JSON.stringify({ ...ptHome, hero: { ...ptHome.hero, title } }));
    // Run alongside, not blocking this process: a blocked test would miss the servers closing their idle connections,
    // and its next fetch would reuse one they had closed ("other side closed").
    const imported = await promisify(execFile)(process.execPath, ["scripts/content-import.mjs", "--from", folder], {
      env: { ...process.env, DATABASE_URL: postgres.url },
      encoding: "utf8",
      timeout: 90_000,
    });
    expect(imported.stderr).toBe("");
    expect(imported.stdout).toMatch(/^Version 1 published: 1 text/);
    const published = Date.now();

    for (const server of servers) {
      await expect
        .poll(async () => (await (await fetch(`${server.base}/pt`)).text()).includes(title), {
          timeout: 5000 - (Date.now() - published),
          intervals: [100],
        })
        .toBe(true);
      // The other languages keep their texts.
      expect(await (await fetch(`${server.base}/es`)).text()).not.toContain(title);
    }
    const sitemap = await (await fetch(`${servers[1]?.base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    postgres.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
