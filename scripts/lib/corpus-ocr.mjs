// Renders a statement's text to an image the way a phone photo or a scan would show it, and reads
// it back with the real OCR (tesseract.js, English model from @tesseract.js-data/eng on disk, no
// network). Used by `npm run corpus:ocr` to make the OCR-noisy corpus and by one tier-1 test.
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Monospace fonts the render can use; statements print in fixed columns. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  '/usr/share/fonts/dejavu/DejaVuSansMono.ttf',
  '/System/Library/Fonts/Menlo.ttc',
  'C:\\Windows\\Fonts\\consola.ttf',
];

/** @returns {string | null} a monospace font file on this machine, or null when there is none */
export function findMonospaceFont() {
  return FONT_CANDIDATES.find((file) => existsSync(file)) ?? null;
}

/**
 * A small seeded generator, so the same document always gets the same noise.
 * @param {string} seedText
 */
function rng(seedText) {
  let h = 2166136261;
  for (const c of seedText) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/**
 * How rough the image is. `photo`: a fair phone photo (17 px text, ±0.45°, light specks).
 * `harsh`: a poor one (14 px text, ±1°, a darker and uneven page, many more specks).
 * @typedef {'photo' | 'harsh'} RenderQuality
 */
const QUALITY = {
  photo: {
    size: 17,
    tilt: 0.9,
    paper: '#f4f1ea',
    ink: 20,
    inkRange: 50,
    specks: 2500,
    speck: 0.2,
    speckRange: 0.5,
  },
  harsh: {
    size: 14,
    tilt: 2,
    paper: '#e8e4da',
    ink: 60,
    inkRange: 40,
    specks: 900,
    speck: 0,
    speckRange: 0.6,
  },
};

/**
 * PNG bytes of the text in a monospace font, slightly rotated, with a grey cast and specks: the
 * kind of image a phone photo of a printed statement gives.
 * @param {string} text
 * @param {string} seed
 * @param {RenderQuality} [quality]
 * @returns {Promise<Buffer>}
 */
export async function renderStatement(text, seed, quality = 'photo') {
  const q = QUALITY[quality];
  const { createCanvas, GlobalFonts } = await import('@napi-rs/canvas');
  const font = findMonospaceFont();
  if (!font)
    throw new Error(
      'corpus-ocr: no monospace font on this machine (looked for DejaVu Sans Mono, Liberation Mono)',
    );
  if (!GlobalFonts.has('CorpusMono')) GlobalFonts.registerFromPath(font, 'CorpusMono');
  const random = rng(seed);
  const lines = text.replace(/\t/g, '    ').split('\n');
  const size = q.size;
  const lineHeight = Math.round(size * 1.45);
  const width = Math.max(...lines.map((l) => l.length), 20) * size * 0.62 + 80;
  const height = lines.length * lineHeight + 80;
  const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = q.paper;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.save();
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate(((random() - 0.5) * q.tilt * Math.PI) / 180);
  ctx.translate(-canvas.width / 2, -canvas.height / 2);
  ctx.font = `${size}px CorpusMono`;
  ctx.textBaseline = 'top';
  for (const [i, line] of lines.entries()) {
    const grey = q.ink + Math.floor(random() * q.inkRange);
    ctx.fillStyle = `rgb(${grey},${grey},${grey + 10})`;
    ctx.fillText(line, 40, 40 + i * lineHeight);
  }
  ctx.restore();
  // Specks and a few faint streaks, as a scanner or a camera leaves them.
  for (let i = 0; i < (canvas.width * canvas.height) / q.specks; i += 1) {
    ctx.fillStyle = `rgba(50,50,50,${q.speck + random() * q.speckRange})`;
    ctx.fillRect(random() * canvas.width, random() * canvas.height, 1 + random() * 1.5, 1 + random() * 1.5);
  }
  return canvas.encode('png');
}

/** The folder of the packaged English model (LSTM, integer "best" data, gzipped). */
export function englishLangPath() {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * An OCR reader over tesseract.js with the local English model, default page settings (as the
 * upload pipeline runs it). Call close() when done.
 */
export async function createOcr() {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishLangPath(),
    cachePath: mkdtempSync(path.join(tmpdir(), 'haulbooks-ocr-')),
    cacheMethod: 'none',
    gzip: true,
  });
  return {
    /** @param {Buffer} image @returns {Promise<string>} */
    async read(image) {
      const { data } = await worker.recognize(image);
      return data.text;
    },
    async close() {
      await worker.terminate();
    },
  };
}
