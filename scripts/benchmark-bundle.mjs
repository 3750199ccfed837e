// `npm run benchmark:bundle`: what the start-up scripts are made of. Builds the client with source maps
// (SOURCEMAP=1, vite.config.ts), reads each start-up chunk of the home page (React Router's manifest: the entry, the
// root and the home route with their imports) and prints its size with Brotli and the share of each package or source
// file in it (bytes of minified code, from the source map); then builds again without source maps, so that build/
// holds what is deployed.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";

const run = (command, args, environment = {}) =>
  execFileSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...environment } });

run("npx", ["react-router", "build"], { SOURCEMAP: "1" });
try {
  const manifest = JSON.parse(readFileSync("build/client/.vite/manifest.json", "utf8"));
  const startUp = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || startUp.has(chunk.file)) return;
    startUp.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) {
    if (/^app\/(entry\.client\.tsx|root\.tsx|routes\/home\.tsx)/.test(key)) visit(key);
  }
  let total = 0;
  for (const file of [...startUp].sort()) {
    const code = readFileSync(`build/client/${file}`, "utf8").replace(/\n\/\/# sourceMappingURL=.*$/, "");
    const brotli = brotliCompressSync(code).length;
    total += brotli;
    process.stdout.write(`\n${file}: ${code.length} bytes, ${(brotli / 1024).toFixed(1)} KiB with Brotli\n`);
    if (!existsSync(`build/client/${file}.map`)) continue;
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`build/client/${file}.map`, "utf8")));
    const lines = code.split("\n");
    const mappings = [];
    map.eachMapping((mapping) => mappings.push(mapping));
    const shares = new Map();
    mappings.forEach((mapping, i) => {
      const next = mappings[i + 1];
      const end =
        next && next.generatedLine === mapping.generatedLine
          ? next.generatedColumn
          : (lines[mapping.generatedLine - 1]?.length ?? mapping.generatedColumn);
      const source = (mapping.source ?? "(unmapped)")
        .replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, "$1")
        .replace(/^(\.\.\/)+/, "");
      shares.set(source, (shares.get(source) ?? 0) + Math.max(0, end - mapping.generatedColumn));
    });
    for (const [source, bytes] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
      process.stdout.write(
        `  ${String(bytes).padStart(7)}  ${((100 * bytes) / code.length).toFixed(1).padStart(5)} %  ${source}\n`,
      );
    }
  }
  process.stdout.write(`\nStart-up scripts of the home page: ${(total / 1024).toFixed(1)} KiB with Brotli\n`);
} finally {
  for (const file of readdirSync("build/client/assets"))
    if (file.endsWith(".map")) run("rm", [`build/client/assets/${file}`]);
  run("npm", ["run", "build"]);
}
