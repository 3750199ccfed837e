import { siteUrl } from "~/config/env.server";

export function loader({ request }: { request: Request }) {
  // The sitemap's address is absolute: with no public address set, the one this file was asked on.
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl() || new URL(request.url).origin}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
