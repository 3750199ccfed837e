import { getEnv } from "~/config/env.server";

export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${getEnv().SITE_URL}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
