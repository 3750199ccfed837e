import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { prescriptionBrandsIn } from "~/config/prescription-brands";
import { treatmentKeys, treatmentSlug } from "~/config/treatments";
import { languageContext } from "~/i18n/language-middleware.server";
import { type Language, languages } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import type { Route } from "./+types/treatment";
import { loader } from "./treatment";

/** The treatment page's loader as React Router calls it for `path` (in the language its prefix says). */
function load(path: string, language: Language = "en") {
  const context = new RouterContextProvider();
  context.set(languageContext, { language, source: "prefix" });
  const url = new URL(path, "http://localhost");
  const service = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
  return loader({
    context,
    params: { service },
    url,
    request: new Request(url),
    pattern: "/service/:service",
  } as unknown as Route.LoaderArgs);
}

/** What the loader threw (a redirect or a 404 is thrown as a Response). */
function thrown(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("a treatment's old address, by a key whose slug differs", () => {
  it.each(languages)("answers 301 to its slug's address in %s, keeping the query string", (language) => {
    for (const key of ["alluzience", "refyldess"] as const) {
      const answer = thrown(() => load(`${localizedPath(language, `/service/${key}`)}?utm_source=x&a=1`, language));
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe(
        `${localizedPath(language, `/service/${treatmentSlug(key)}`)}?utm_source=x&a=1`,
      );
    }
  });

  it("is generic: every key whose slug differs redirects, every other key is its own page", () => {
    for (const key of treatmentKeys) {
      if (treatmentSlug(key) === key)
        expect(load(`/service/${key}`).page).toMatchObject({ kind: "treatment", slug: key });
      else expect(thrown(() => load(`/service/${key}`)).status).toBe(301);
    }
  });
});

describe("a treatment's page at its slug", () => {
  it.each(languages)(
    "sends nothing that names a prescription-only brand in %s: texts, meta, structured data",
    (language) => {
      for (const slug of ["botulinum-toxin-frown-lines", "botulinum-toxin-upper-face-lines"]) {
        const data = load(localizedPath(language, `/service/${slug}`), language);
        expect(data.page).toMatchObject({ kind: "treatment", slug });
        // The page's texts travel keyed by slug: the key is not in the HTML either.
        expect(Object.keys(data.i18n.treatments ?? {})).toContain(slug);
        expect(prescriptionBrandsIn(JSON.stringify(data))).toEqual([]);
      }
    },
  );

  it("still accepts a description passed in the address, and 404s on anything else", () => {
    const encoded = Buffer.from(JSON.stringify({ title: "Consulta", description: "Texto" })).toString("base64url");
    expect(load(`/pt/service/${encoded}`, "pt").page).toEqual({
      kind: "custom",
      title: "Consulta",
      description: "Texto",
    });
    expect(thrown(() => load("/service/unknown-treatment")).status).toBe(404);
  });
});
