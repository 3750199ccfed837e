import { catalogueWith, withCatalogue } from "~/features/records/record-state.server";
import { type PageRenderer, pageRenderer } from "~/http/page-renderer.server";
import { type Language, languages } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { withTexts } from "~/i18n/resources.server";
import { describeError, log } from "~/log.server";
import { pages, servicePath } from "~/pages";
import { sourceLanguage, type TextChange } from "./content-store.server";
import { publishedWith } from "./publish-check.server";
import type { TextProblem } from "./text-problem";

/** An address no page has: the "not found" page, which every unknown address shows, must render too. */
const missingPage = "/publish-check/no-such-page";

/**
 * Renders every kind of page in every language the changes touch, with the texts and records as the publish would
 * leave them (markup as written, the preview's renderer: app/http/page-renderer.server.ts), before anything goes
 * live: a page that fails (500) refuses the publish, naming the page, the language and the change that breaks it
 * (found by halving the changes). The rules catch what they know of (text-rules.ts); this catches the rest.
 * Without a renderer (a script, a unit test), nothing is rendered.
 */
export async function renderProblems(changes: readonly TextChange[]): Promise<TextProblem[]> {
  const render = pageRenderer();
  if (!render || changes.length === 0) return [];
  const started = performance.now();
  const addresses = addressesFor(changes);
  const problems: TextProblem[] = [];
  // A change found to break a page is left out when the next pages are rendered: each is named once, at its first.
  let remaining = [...changes];
  for (const address of addresses) {
    while (remaining.length > 0 && (await fails(render, address, remaining))) {
      if (await fails(render, address, [])) {
        // Failing already with what is published: not this publish's doing, and a publish may be what mends it.
        log.error("a page fails with the published content", { page: address });
        break;
      }
      const found = await culprits(render, address, remaining);
      problems.push(
        ...found.map(
          (change): TextProblem => ({
            language: change.namespace === "catalogue" ? sourceLanguage : change.language,
            namespace: change.namespace,
            key: change.key,
            rule: "page_fails",
            detail: { page: address },
          }),
        ),
      );
      remaining = remaining.filter((change) => !found.includes(change));
    }
  }
  log.info("the publish check rendered the pages", {
    pages: addresses.length,
    ms: Math.round(performance.now() - started),
  });
  return problems;
}

/**
 * The pages to render: each kind once in each language a change is in (every language for a record's field, which
 * every language shows), and the page of each treatment a change is about.
 */
function addressesFor(changes: readonly TextChange[]): string[] {
  const touchesAll = changes.some((change) => change.namespace === "catalogue");
  const inScope = languages.filter((language) => touchesAll || changes.some((change) => change.language === language));
  const shown = catalogueWith(publishedWith(changes).fields).treatments.filter((record) => record.shown);
  const touched = shown.filter((record, n) => n === 0 || changes.some((change) => isAbout(change, record.key)));
  const paths = [
    ...Object.values(pages).flatMap((page) =>
      page.path.includes(":") || page.path === "/*" ? [] : [page.path as string],
    ),
    ...touched.map((record) => servicePath(record.slug)),
    missingPage,
  ];
  return inScope.flatMap((language: Language) => paths.map((path) => localizedPath(language, path)));
}

const isAbout = (change: TextChange, treatment: string) =>
  (change.namespace === "treatments" && change.key.startsWith(`${treatment}.`)) ||
  (change.namespace === "catalogue" && change.key.startsWith(`treatments.${treatment}.`));

/** Whether the page at `address` answers 500 with these changes over what is published. */
async function fails(render: PageRenderer, address: string, changes: readonly TextChange[]): Promise<boolean> {
  const { texts, fields } = publishedWith(changes);
  const catalogue = catalogueWith(fields).fields;
  // `?preview=` keeps the page out of the page cache; no one's session, so no drafts of the editor's over it.
  const request = new Request(`http://publish-check.invalid${address}?preview=publish-check`);
  try {
    const response = await withCatalogue(catalogue, () => withTexts(texts, () => render(request)));
    await response.arrayBuffer();
    return response.status >= 500;
  } catch (error) {
    // The router answers a page's failure with a 500 of its own; a throw out of it is one too.
    log.error("the publish check could not render a page", { page: address, ...describeError(error) });
    return true;
  }
}

/**
 * The change that makes the page fail, found by halving: the half that fails alone is kept. When neither half fails
 * alone (two changes fail only together), every change left is named.
 */
async function culprits(render: PageRenderer, address: string, changes: readonly TextChange[]): Promise<TextChange[]> {
  let suspects = [...changes];
  while (suspects.length > 1) {
    const half = suspects.slice(0, Math.ceil(suspects.length / 2));
    const rest = suspects.slice(half.length);
    if (await fails(render, address, half)) suspects = half;
    else if (await fails(render, address, rest)) suspects = rest;
    else break;
  }
  return suspects;
}
