// After `vite build`: writes .br and .gz next to every text asset so the server sends them pre-compressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // dist/.server is the server-rendering bundle: read by the API from disk, never sent.
    if (entry.isDirectory()) {
      if (entry.name !== '.server') walk(full);
    } else if (compressible.test(entry.name) && statSync(full).size > 1024) {
      const data = readFileSync(full);
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${full}.br`, br);
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      files++;
      before += data.length;
      after += br.length;
    }
  }
}

walk(dist);
console.info(
  `Pre-compressed ${files} files: ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB (brotli).`,
);
