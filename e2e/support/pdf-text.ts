import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The metrics of PDF's 14 standard fonts (Helvetica and the rest), which a PDF names without embedding.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The text of a PDF, page by page, as a reader copies it (pdfjs-dist's legacy build runs in Node without a canvas).
 * Each text run is separated by a space and each page by a newline, so a test can match words and figures without
 * knowing where the renderer broke a line. Also used by the API's PDF unit test.
 *
 * Stable API:
 *   pdfText(bytes) → the document's text
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdfjs takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const runs = content.items.map((item) => ('str' in item ? item.str : '')).filter((s) => s.trim() !== '');
      pages.push(runs.join(' '));
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
}
