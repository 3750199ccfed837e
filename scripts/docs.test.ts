import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself: every link in its Markdown and every `docs/…` path named in
 * the code leads to a file (and heading) that exists, and nothing points outside the repository.
 */
const root = path.resolve(import.meta.dirname, "..");
const skip = new Set(["node_modules", "build", ".git", ".react-router", "test-results", "data", "public"]);

function files(dir: string, test: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skip.has(name)) return [];
    if (statSync(full).isDirectory()) return files(full, test);
    return test(name) ? [full] : [];
  });
}

const markdown = files(root, (name) => name.endsWith(".md"));
const code = ["app", "server", "scripts", "tests", ".ci"].flatMap((dir) =>
  files(path.join(root, dir), (name) => /\.(tsx?|mjs|css|sql|json)$/.test(name) || name === "run"),
);
const relative = (file: string) => path.relative(root, file);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
const anchorsOf = (file: string) =>
  new Set(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, ""))),
  );

function check(from: string, target: string): string | undefined {
  const [file = "", anchor] = target.split("#");
  const resolved = file ? path.resolve(path.dirname(from), file) : from;
  if (!existsSync(resolved)) return `${relative(from)} → ${target}: no such file`;
  if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor)) {
    return `${relative(from)} → ${target}: no such heading`;
  }
  return undefined;
}

describe("the repository's documentation", () => {
  it("has Markdown links that all lead somewhere", () => {
    const broken = markdown.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1] as string)
        .filter((target) => !/^(https?:|mailto:|<)/.test(target))
        .map((target) => check(file, target))
        .filter(Boolean),
    );
    expect(broken).toEqual([]);
  });

  it("is what the code's comments point to", () => {
    const broken = code.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bdocs\/[\w/.-]+\.md(?:#[\w-]+)?/g)]
        .map((match) => check(path.join(root, "README.md"), match[0]))
        .filter(Boolean)
        .map((problem) => `${relative(file)}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it("never sends a reader to documents outside the repository", () => {
    const outside = [...markdown, ...code].filter(
      (file) =>
        !file.endsWith("docs.test.ts") && /PRODUCT\.md|STACK\.md|\/work\/shared/.test(readFileSync(file, "utf8")),
    );
    expect(outside.map(relative)).toEqual([]);
  });
});
