import { describe, expect, it } from "vitest";
import { inertModuleType, shapeForFirstPaint } from "./first-paint.server";

// A document as React Router renders it (shortened): preloads, stylesheets, the start-up scripts.
const rendered = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link nonce="" rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N0"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="N0"/>',
  '<script nonce="N0">document.documentElement.dataset.theme="dark"</script>',
  '<link nonce="" rel="stylesheet" href="/assets/shell-C.css"/>',
  '<link nonce="" rel="stylesheet" href="/assets/home-D.css"/>',
  "</head><body><main><h1>Clinic</h1></main>",
  '<script nonce="N0">window.__reactRouterContext = {};</script>',
  '<script nonce="N0" type="module" async="">import * as route0 from "/assets/root-E.js";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

const css: Record<string, string> = {
  "/assets/shell-C.css": ".shell{color:red}",
  "/assets/home-D.css": ".home{color:blue}",
};
const shape = (html: string) => shapeForFirstPaint(html, { stylesheet: (href) => css[href], nonce: "N0" });

describe("shapeForFirstPaint", () => {
  const html = shape(rendered);
  const head = html.slice(0, html.indexOf("</head>"));

  it("puts the page's stylesheets, in order, in one <style> where the first link was", () => {
    expect(head).toContain(
      '<script nonce="N0">document.documentElement.dataset.theme="dark"</script><style>.shell{color:red}\n.home{color:blue}</style><link',
    );
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it("keeps each stylesheet link for hydration, disabled so that it is neither fetched nor applied", () => {
    expect(head).toContain('<link nonce="" rel="stylesheet" href="/assets/shell-C.css" disabled=""/>');
    expect(head).toContain('<link nonce="" rel="stylesheet" href="/assets/home-D.css" disabled=""/>');
    expect(head).not.toMatch(/rel="stylesheet"(?![^>]*disabled)/);
  });

  it("inlines a stylesheet that React Router marks with `#` because a lazily loaded part shares it", () => {
    const marked = shape(rendered.replace("/assets/home-D.css", "/assets/home-D.css#"));
    expect(marked).toContain("<style>.shell{color:red}\n.home{color:blue}</style>");
    expect(marked).toContain('<link nonce="" rel="stylesheet" href="/assets/home-D.css#" disabled=""/>');
  });

  it("names a shared stylesheet once more without `#`, so that the lazily loaded part does not fetch it again", () => {
    const marked = shape(rendered.replace("/assets/home-D.css", "/assets/home-D.css#"));
    expect(marked).toContain(
      '<link nonce="" rel="stylesheet" href="/assets/home-D.css#" disabled=""/><link rel="stylesheet" href="/assets/home-D.css" disabled=""/>',
    );
    expect(marked.match(/href="\/assets\/shell-C\.css/g)).toHaveLength(1);
  });

  it("leaves a stylesheet it cannot read as it was", () => {
    const other = shape(rendered.replace("/assets/home-D.css", "/assets/other-F.css"));
    expect(other).toContain('<link nonce="" rel="stylesheet" href="/assets/other-F.css"/>');
    expect(other).toContain("<style>.shell{color:red}</style>");
  });

  it("makes the start-up module inert and moves the module preloads into a starter with the nonce", () => {
    expect(head).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain(`<script nonce="N0" type="${inertModuleType}" async="">import * as route0`);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const starter =
      /<script nonce="N0">(\(function\(\)\{var n=document\.currentScript\.nonce[^<]*)<\/script><\/head>/.exec(html);
    expect(starter?.[1]).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    expect(starter?.[1]).toContain("first-contentful-paint");
  });

  it("lists the files of the parts loaded on demand beside the starter, without those the page has already", () => {
    const withParts = shapeForFirstPaint(rendered, {
      stylesheet: (href) => css[href],
      nonce: "N0",
      fetchAhead: {
        "app/sections/layout/nav-drawer.tsx": [
          "/assets/nav-drawer-F.js",
          "/assets/framework-B.js",
          "/assets/shell-C.css",
        ],
        "app/features/scheduling/scheduling-dialog.tsx": ["/assets/dialog-G.js", "/assets/dialog-G.css"],
      },
    });
    const listed = /<\/script><script type="application\/json" id="fetch-ahead">([^<]*)<\/script><\/head>/.exec(
      withParts,
    )?.[1];
    expect(JSON.parse(listed ?? "null")).toEqual({
      "app/sections/layout/nav-drawer.tsx": ["/assets/nav-drawer-F.js"],
      "app/features/scheduling/scheduling-dialog.tsx": ["/assets/dialog-G.js", "/assets/dialog-G.css"],
    });
  });

  it("keeps everything else as rendered: font preloads, inline scripts, the body", () => {
    expect(head).toContain('rel="preload" href="/assets/inter.woff2"');
    expect(html).toContain("<body><main><h1>Clinic</h1></main>");
    expect(html).toContain("window.__reactRouterContext = {};");
  });

  it("changes nothing about scripts in a page without the start-up module (e.g. an error screen without it)", () => {
    const plain = shape(rendered.replace(' type="module"', ""));
    expect(plain).toMatch(/<link[^>]*modulepreload/);
    expect(plain).not.toContain("first-contentful-paint");
  });

  it("cannot be closed early by a stylesheet", () => {
    const hostile = shapeForFirstPaint(rendered, {
      stylesheet: () => "a{}</style><script>alert(1)</script>",
      nonce: "N0",
    });
    expect(hostile).not.toContain("</style><script>alert(1)");
  });
});
