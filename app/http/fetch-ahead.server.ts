import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createContext } from "react-router";
import { type FetchAheadFiles, fetchAheadElementId } from "./fetch-ahead";

/**
 * The files each part of the app loaded on demand needs (a dialog, the drawer, the home page below its first screen),
 * read from Vite's manifest of the client build, so that the page can have them fetched once the browser is idle
 * without running them (app/ui/prefetch.ts, docs/decisions/026-fetch-ahead.md): `<link rel="modulepreload">` puts a
 * module in the browser's module map, parsed but not run, and the part's own `import()` at a tap then runs it without
 * the network. Keyed by the part's source file, as the code that loads it names it (`app/sections/layout/nav-drawer.tsx`).
 */
export type { FetchAheadFiles };

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}

/** Every file a chunk needs, its own first, then those of the chunks it imports (each once), as site addresses. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    `/${chunk.file}`,
    ...(chunk.css ?? []).map((file) => `/${file}`),
    ...(chunk.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen)),
  ];
}

/** The parts of `app/` that the client build loads on demand, with their files; empty without a manifest. */
export function fetchAheadFiles(manifest: Record<string, ManifestChunk>): FetchAheadFiles {
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith("app/") && !key.startsWith("app/locales/"))
      .map(([key]) => [key, filesOf(manifest, key)]),
  );
}

/** The parts' files of this server's build (empty in development, where Vite serves the code as it is asked for). */
export const fetchAheadContext = createContext<FetchAheadFiles>({});

/** The built client's parts and files (build/client/.vite/manifest.json), read once; empty when there is no build. */
export function builtFetchAheadFiles(clientDirectory: string): FetchAheadFiles {
  try {
    return fetchAheadFiles(JSON.parse(readFileSync(join(clientDirectory, ".vite", "manifest.json"), "utf8")));
  } catch {
    return {};
  }
}

/**
 * The element that hands the parts' files to the page: JSON, which the browser does not run, without the files the
 * page already loads at start-up (`startUp`), and without parts left with no file of their own.
 */
export function fetchAheadElement(files: FetchAheadFiles, startUp: readonly string[]): string {
  const loaded = new Set(startUp);
  const parts = Object.entries(files)
    .map(([part, list]) => [part, list.filter((file) => !loaded.has(file))] as const)
    .filter(([, list]) => list.length > 0);
  if (parts.length === 0) return "";
  const json = JSON.stringify(Object.fromEntries(parts)).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${fetchAheadElementId}">${json}</script>`;
}
