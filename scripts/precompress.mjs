// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible browser file (the
// client build, with public/ copied in), at the highest levels, once per build: the server
// sends them as they are (server/static-files.ts) instead of compressing the same bytes on
// every request.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const browserDir = path.join(root, "build/remix/client");
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".txt", ".json", ".ico"]);

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of walk(browserDir)) {
  // Copies of files a new build replaced.
  if ((file.endsWith(".br") || file.endsWith(".gz")) && !fs.existsSync(file.slice(0, -3))) fs.rmSync(file);
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const bytes = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
  });
  const gz = zlib.gzipSync(bytes, { level: 9 });
  // A copy no smaller than the file is not worth sending.
  if (br.byteLength < bytes.byteLength) fs.writeFileSync(`${file}.br`, br);
  if (gz.byteLength < bytes.byteLength) fs.writeFileSync(`${file}.gz`, gz);
  count++;
  before += bytes.byteLength;
  after += Math.min(br.byteLength, bytes.byteLength);
}
console.log(`precompressed ${count} browser files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with Brotli`);
