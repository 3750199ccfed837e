import { execFileSync } from "node:child_process";

/**
 * The day the site's content last changed (texts, clinic data, images), as `YYYY-MM-DD`: the date of
 * the last commit that touched them, or today where the build has no git history. The sitemap gives it
 * as every page's `lastmod`; the build fixes it (vite.config.ts, `__CONTENT_UPDATED__`).
 */
export function contentUpdated(): string {
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", "app/locales", "app/config", "public"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // No git here (a deployment built from an archive): today is as honest as it gets.
  }
  return new Date().toISOString().slice(0, 10);
}
