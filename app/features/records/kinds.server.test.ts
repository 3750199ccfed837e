import { describe, expect, it } from "vitest";
import { defaultLanguage, languages, urlPrefix } from "~/i18n/languages";
import routes from "~/routes";
import { pictureEditorRoutes, recordKinds } from "./kinds.server";

type Route = { path?: string; children?: Route[] };
const pathsOf = (list: readonly Route[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe("the editor pages that take a picture", () => {
  it("are those of every kind with a picture field, read from the declarations", () => {
    const withPicture = recordKinds.filter((kind) => Object.values(kind.fields).some((field) => field.picture));
    expect(withPicture.map(({ kind }) => kind).sort()).toEqual(["partners", "physicians", "treatments"]);
    expect([...pictureEditorRoutes].sort()).toEqual([
      "admin/content/partners/:id",
      "admin/content/physicians/:id",
      "admin/content/treatments/:id",
    ]);
  });

  it("are pages the site has, in every language", async () => {
    const paths = pathsOf((await routes) as Route[]);
    for (const path of pictureEditorRoutes) {
      for (const language of languages)
        expect(paths).toContain(language === defaultLanguage ? path : `${urlPrefix(language)}/${path}`);
    }
  });
});
