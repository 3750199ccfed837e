import { defineConfig } from "vitest/config";
import { contentUpdated } from "./scripts/content-updated.ts";

// Unit tests only; the browser journeys are Playwright's (tests/e2e). Server-side modules run
// in Node (happy-dom would drop the Cookie header); component tests opt into happy-dom.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __CONTENT_UPDATED__: JSON.stringify(contentUpdated()) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    // Every core, not vitest's default of one less: on CI's 2 cores that default is a single worker, and the files
    // spend much of their time waiting (on SQLite, PostgreSQL, SMTP and HTTP stand-ins), so two workers take 40 %
    // less time even with another job on the machine.
    maxWorkers: "100%",
  },
});
