import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fetchAheadElement, fetchAheadFiles } from "./fetch-ahead.server";

const manifest = {
  "app/entry.client.tsx": { file: "assets/entry.client-1.js", isEntry: true, imports: ["_framework-1.js"] },
  "_framework-1.js": { file: "assets/framework-1.js" },
  "_dialog-1.js": { file: "assets/dialog-1.js", imports: ["_framework-1.js"], css: ["assets/dialog-1.css"] },
  "app/sections/layout/nav-drawer.tsx": {
    file: "assets/nav-drawer-1.js",
    isDynamicEntry: true,
    imports: ["_framework-1.js", "_dialog-1.js", "app/sections/layout/color-mode-toggle.tsx"],
  },
  "app/sections/layout/color-mode-toggle.tsx": {
    file: "assets/color-mode-toggle-1.js",
    isDynamicEntry: true,
    imports: ["_framework-1.js"],
  },
  "app/locales/en/treatments.json": { file: "assets/treatments-1.js", isDynamicEntry: true },
  "node_modules/embla-carousel/esm/embla-carousel.esm.js": { file: "assets/embla-1.js", isDynamicEntry: true },
};

describe("the files of the parts loaded on demand", () => {
  it("lists each part of app/ with every file it needs, its own first, each once", () => {
    expect(fetchAheadFiles(manifest)).toEqual({
      "app/sections/layout/nav-drawer.tsx": [
        "/assets/nav-drawer-1.js",
        "/assets/framework-1.js",
        "/assets/dialog-1.js",
        "/assets/dialog-1.css",
        "/assets/color-mode-toggle-1.js",
      ],
      "app/sections/layout/color-mode-toggle.tsx": ["/assets/color-mode-toggle-1.js", "/assets/framework-1.js"],
    });
  });

  it("hands the page only what its start-up does not load already, as JSON that cannot close its element", () => {
    const element = fetchAheadElement(
      {
        "app/a.tsx": ["/assets/framework-1.js", "/assets/a-1.js"],
        "app/b.tsx": ["/assets/framework-1.js"],
        "app/<c>.tsx": ["/assets/c.js"],
      },
      ["/assets/framework-1.js"],
    );
    expect(element).toBe(
      '<script type="application/json" id="fetch-ahead">{"app/a.tsx":["/assets/a-1.js"],"app/\\u003cc>.tsx":["/assets/c.js"]}</script>',
    );
    expect(fetchAheadElement({ "app/b.tsx": ["/assets/framework-1.js"] }, ["/assets/framework-1.js"])).toBe("");
  });
});

/** Every source file of app/, without tests. */
function sources(directory = "app"): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the parts the code fetches ahead", () => {
  // A part named wrongly would still work, imported at the tap, but its code would not be fetched ahead.
  const named = sources().flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\b(?:prefetch|onDemand(?:<[^>]*>)?)\(\s*"([^"]+)"/g)].map((match) => ({
      file,
      part: match[1] as string,
    })),
  );

  it("are named in the code", () => {
    expect(named.length).toBeGreaterThanOrEqual(5);
  });

  it.each(named)("$file names $part, a file of the app that the code imports on demand", ({ part }) => {
    expect(statSync(part).isFile()).toBe(true);
    const module = part.replace(/^app\//, "").replace(/\.tsx?$/, "");
    const importedOnDemand = sources().some((file) => {
      const text = readFileSync(file, "utf8");
      return [...text.matchAll(/import\("([^"]+)"\)/g)].some(({ 1: specifier = "" }) => {
        const resolved = specifier.startsWith("~/")
          ? specifier.slice(2)
          : join(file.replace(/^app\//, "").replace(/[^/]+$/, ""), specifier);
        return resolved === module;
      });
    });
    expect(importedOnDemand).toBe(true);
  });
});
