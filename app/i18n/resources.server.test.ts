import { afterEach, describe, expect, it } from "vitest";
import {
  bundlesFor,
  contentUpdatedOn,
  currentTexts,
  defaultTexts,
  serverT,
  setPublishedTexts,
  textAt,
  textsVersion,
} from "./resources.server";

describe("the published texts over the repository's", () => {
  afterEach(() => setPublishedTexts(0, []));

  it("win over the defaults in what pages send and what the server renders, and go when unpublished", () => {
    const before = textAt(defaultTexts("pt").home, "hero.title");
    expect(before).toBeTruthy();
    expect(serverT("pt", "home")("hero.title")).toBe(before);
    setPublishedTexts(3, [{ language: "pt", namespace: "home", key: "hero.title", value: "Beleza que dura" }]);
    expect(textsVersion()).toBe(3);
    expect(textAt(bundlesFor("pt", ["home"]).home, "hero.title")).toBe("Beleza que dura");
    expect(serverT("pt", "home")("hero.title")).toBe("Beleza que dura");
    // Only that text of that language: its neighbours and the other languages keep theirs.
    expect(textAt(currentTexts("es").home, "hero.title")).toBe(textAt(defaultTexts("es").home, "hero.title"));
    expect(currentTexts("pt").home?.meta).toEqual(defaultTexts("pt").home?.meta);
    expect(textAt(defaultTexts("pt").home, "hero.title")).toBe(before);

    setPublishedTexts(4, []);
    expect(textAt(bundlesFor("pt", ["home"]).home, "hero.title")).toBe(before);
    expect(serverT("pt", "home")("hero.title")).toBe(before);
  });

  it("move the day the content last changed to the day of a later publish", () => {
    const built = contentUpdatedOn();
    setPublishedTexts(1, [], "2000-01-01T10:00:00.000Z");
    expect(contentUpdatedOn()).toBe(built);
    setPublishedTexts(2, [], "2999-12-31T10:00:00.000Z");
    expect(contentUpdatedOn()).toBe("2999-12-31");
  });
});
