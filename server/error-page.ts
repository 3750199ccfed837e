import { STATUS_CODES } from "node:http";
import { defaultLanguage, type Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { resolveLanguage } from "~/i18n/resolve-language";
import { serverT } from "~/i18n/resources.server";

/** The visitor's language for an answer given before the pages (prefix, `?lng=`, cookie, Accept-Language). */
export function languageOf(req: { originalUrl: string; get(name: string): string | undefined }): Language {
  try {
    return resolveLanguage(new URL(req.originalUrl, "http://site.invalid"), { get: (name) => req.get(name) ?? null })
      .language;
  } catch {
    return defaultLanguage;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The error screen for the few answers given before React Router is reached (a malformed path,
 * an unsupported method): the same title as the site's own error screen (app/sections/layout/error-screen.tsx),
 * no details but, in the visitor's language, what went wrong and the request's reference (its id in the logs).
 */
export function errorPage(status: number, requestId?: string, language: Language = defaultLanguage): string {
  const t = serverT(language, "common");
  const text = STATUS_CODES[status] ?? "Error";
  const explanation = status === 400 ? `<p>${escapeHtml(t("error.bad_request"))}</p>` : "";
  const id = requestId?.replace(/[^\w-]/g, "");
  // The id stays in a <code> of its own, easy to select and quote.
  const reference = id
    ? `<p>${escapeHtml(t("error.reference", { id: "\u0000" })).replace("\u0000", `<code>${id}</code>`)}</p>`
    : "";
  const home = `<p><a href="${localizedPath(language, "/")}">${escapeHtml(t("error.back_home"))}</a></p>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${status} ${text}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f0f10;color:#f4efe8;font:16px/1.6 system-ui,sans-serif}main{max-width:36rem;padding:2rem}h1{font-size:1.75rem;margin:0 0 .5rem}a{color:#e59e34}</style></head><body><main><h1>Unexpected Application Error!</h1><p>${status} ${text}</p>${explanation}${reference}${home}</main></body></html>`;
}
