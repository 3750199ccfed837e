import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createContext } from "react-router";
import { afterFirstPaintSource } from "./after-first-paint";
import { type FetchAheadFiles, fetchAheadElement } from "./fetch-ahead.server";

/**
 * Built pages are sent so that their first paint needs nothing but the HTML: no stylesheet and no
 * script shares the phone's link with it. React renders the document as usual; this changes the
 * finished HTML in four ways, all of which hydration tolerates (docs/decisions/009-first-paint.md):
 *
 * 1. The page's stylesheets are copied into one `<style>` where the first of them was. Their `<link>`
 *    elements stay, because React hydrates them in place, but `disabled`, so the browser neither fetches
 *    nor applies them (React does not patch attributes on hydration). Links to stylesheets of pages
 *    visited later in the browser are new elements and load as usual.
 * 2. The module preloads leave the HTML, and the module script that starts the app is made inert
 *    (another `type`). A small script at the end of `<head>` waits for the document to be parsed and its
 *    first contentful paint to be on screen, then adds the preloads and a live copy of the module script.
 * 3. A stylesheet that a lazily loaded part shares (React Router marks it `#`) gets one more disabled link
 *    under its plain name, so that Vite's loader finds it already there and does not fetch it again.
 * 4. The files of the parts loaded on demand (dialogs, drawer, the home page below its first screen) are listed in a
 *    JSON element beside that script, for the page to fetch them ahead without running them (fetch-ahead.server.ts).
 * 5. Nothing else: meta, preloads of fonts and images, and inline scripts are left as rendered.
 */

/** Reads a built stylesheet by its address (`/assets/…css`); undefined when there is none. */
export type StylesheetReader = (href: string) => string | undefined;

/** The built stylesheets of this server, in production; null in development, where Vite serves them. */
export const stylesheetsContext = createContext<StylesheetReader | null>(null);

/** The built client's stylesheets, read once each and kept (they are hashed: they never change). */
export function builtStylesheets(clientDirectory: string): StylesheetReader {
  const kept = new Map<string, string | undefined>();
  return (href) => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
    if (!kept.has(href)) {
      try {
        kept.set(href, readFileSync(join(clientDirectory, href), "utf8"));
      } catch {
        kept.set(href, undefined);
      }
    }
    return kept.get(href);
  };
}

/** The `type` of the module script until the first paint: any type that is not JavaScript keeps it inert. */
export const inertModuleType = "text/x-module-after-first-paint";

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Starts the app once the document is parsed and its first contentful paint has been presented
 * (after-first-paint.ts, which also says when it starts anyway): adds the module preloads, then a live copy of the
 * inert module script.
 */
function starter(preloads: string[]): string {
  return `(function(){var n=document.currentScript.nonce,p=${JSON.stringify(preloads).replaceAll("<", "\\u003c")},d=0;function go(){var t=document.querySelector('script[type="${inertModuleType}"]');if(d||!t)return;d=1;p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=t.textContent;document.head.appendChild(s)}${afterFirstPaintSource}function parsed(){afterFirstPaint(go)}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",parsed):parsed()})()`;
}

/** The document with its stylesheets inlined and its scripts started after the first paint (see above). */
export function shapeForFirstPaint(
  html: string,
  { stylesheet, nonce, fetchAhead = {} }: { stylesheet: StylesheetReader; nonce: string; fetchAhead?: FetchAheadFiles },
) {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  let head = html.slice(0, headEnd);
  let body = html.slice(headEnd);

  const styles: string[] = [];
  const stylesheets: string[] = [];
  head = head.replace(/<link\b[^>]*\srel="stylesheet"[^>]*>/g, (tag) => {
    // React Router marks a stylesheet that a lazily loaded part also asks for with a trailing `#`.
    const href = attribute(tag, "href") ?? "";
    const plain = href.replace(/#$/, "");
    const css = stylesheet(plain);
    if (css === undefined) return tag;
    stylesheets.push(plain);
    const marker = styles.length === 0 ? "\u0000style\u0000" : "";
    styles.push(css);
    // A lazily loaded part asks for the same stylesheet again, through Vite's loader, which skips a stylesheet a
    // `<link>` of the page already names: one more disabled link under the plain name spares a request and the
    // recalculation of the page's styles at the visitor's first tap. React does not know it and skips it.
    const shared = href !== plain ? `<link rel="stylesheet" href="${plain}" disabled=""/>` : "";
    return `${marker}${tag.replace(/\s*\/?>$/, ' disabled=""/>')}${shared}`;
  });
  // `</style` cannot occur in our CSS, but a style element must never be closed early.
  head = head.replace(
    "\u0000style\u0000",
    () => `<style>${styles.join("\n").replaceAll("</style", "<\\/style")}</style>`,
  );

  let inert = false;
  body = body.replace(/<script\b[^>]*\stype="module"[^>]*>/, (tag) => {
    inert = true;
    return tag.replace(' type="module"', ` type="${inertModuleType}"`);
  });
  if (inert) {
    const preloads: string[] = [];
    head = head.replace(/<link\b[^>]*\srel="modulepreload"[^>]*>/g, (tag) => {
      const href = attribute(tag, "href");
      if (href) preloads.push(href);
      return "";
    });
    head += `<script nonce="${nonce}">${starter(preloads)}</script>${fetchAheadElement(fetchAhead, [...preloads, ...stylesheets])}`;
  }
  return head + body;
}
