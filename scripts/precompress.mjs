// After `react-router build`: writes a Brotli (.br) and a gzip (.gz) copy beside every text file of
// the built client (scripts, styles, SVG, JSON, the manifest), at the highest levels, once. The server
// then sends them as they are (br first, then gzip) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../build/client");
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
/** Below this size compression saves less than the header it costs. */
const minBytes = 1024;

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(root)) {
  if (!compressible.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < minBytes) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  // A copy that is not smaller is not worth sending.
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += content.length;
  after += Math.min(br.length, content.length);
}
process.stdout.write(
  `Pre-compressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with Brotli\n`,
);
