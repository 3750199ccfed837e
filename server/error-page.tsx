import { STATUS_CODES } from "node:http";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { requestColorMode } from "~/http/cookies";
import { getI18n } from "~/i18n/i18n";
import { defaultLanguage, type Language } from "~/i18n/languages";
import { resolveLanguage } from "~/i18n/resolve-language";
import { bundlesFor } from "~/i18n/resources.server";
import { ErrorScreen } from "~/sections/layout/error-screen";
import screenStyles from "~/sections/layout/error-screen.module.css?inline";
import type { ColorMode } from "~/styles/color-modes";
import fonts from "~/styles/fonts.css?inline";
import globalStyles from "~/styles/global.css?inline";
import tokens from "~/styles/tokens.css?inline";

/** The site's stylesheets the error screen needs, inlined: the page loads no stylesheet of its own. */
const styles = [fonts, tokens, globalStyles, screenStyles].join("\n");

/** What an answer given before the pages knows of its visitor: from the request's address and headers. */
interface Visitor {
  language: Language;
  colorMode: ColorMode;
}

/** The visitor's language (prefix, `?lng=`, cookie, Accept-Language) and colour mode, as the pages read them. */
export function visitorOf(req: { originalUrl: string; get(name: string): string | undefined }): Visitor {
  const headers = { get: (name: string) => req.get(name) ?? null };
  const colorMode = requestColorMode(headers);
  try {
    return { language: resolveLanguage(new URL(req.originalUrl, "http://site.invalid"), headers).language, colorMode };
  } catch {
    return { language: defaultLanguage, colorMode };
  }
}

/**
 * The error page for the few answers given before React Router is reached (a malformed path, an unsupported
 * method, a body too large): the site's own error screen (app/sections/layout/error-screen.tsx) rendered alone,
 * with the site's colours and type, in the visitor's language and colour mode, with the request's reference (its
 * id in the logs). No script: nothing on it needs one (the pages' policy allows inline styles).
 */
export function errorPage(
  status: number,
  { requestId, visitor = { language: defaultLanguage, colorMode: "dark" } }: ErrorPageOptions = {},
): string {
  const { language, colorMode } = visitor;
  const statusText = STATUS_CODES[status] ?? "Error";
  const reference = requestId?.replace(/[^\w-]/g, "") || undefined;
  const document = (
    <html lang={language} data-theme={colorMode} style={{ colorScheme: colorMode }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${status} ${statusText}`}</title>
        <style>{styles}</style>
      </head>
      <body>
        <main>
          <I18nextProvider i18n={getI18n(language, bundlesFor(language, ["common"]))}>
            <ErrorScreen status={status} statusText={statusText} reference={reference} />
          </I18nextProvider>
        </main>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(document)}`;
}

interface ErrorPageOptions {
  requestId?: string;
  visitor?: Visitor;
}
