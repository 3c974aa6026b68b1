/**
 * What a file really is, read from its first bytes instead of its name or the type the browser
 * claimed: a renamed program (setup.exe → statement.pdf) must not reach a parser.
 */
export type SniffedType = 'pdf' | 'jpeg' | 'png' | 'webp' | 'heic' | 'xlsx' | 'xls' | 'csv';

export const SNIFFED_CONTENT_TYPES: Record<SniffedType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
// Domain code runs in browsers too, so no Buffer.
const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** True when the sample is text a CSV can be: UTF-8 (or Latin-1) without control bytes. */
function looksLikeText(sample: Uint8Array): boolean {
  if (sample.length === 0) return false;
  let printable = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte === 9 || byte === 10 || byte === 13 || byte >= 32) printable += 1;
  }
  return printable === sample.length;
}

/**
 * The type of a file from its magic bytes, or null for anything we do not read (programs,
 * archives, HTML, …). XLSX is a ZIP whose first entry names the Office parts; a bare ZIP is not
 * accepted. A PDF may start after a few bytes of junk (Acrobat tolerates 1 KB of it).
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length === 0) return null;
  const head = bytes.subarray(0, 1024);
  if (latin1(head).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (/^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand)) return 'heic';
    return null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = latin1(bytes.subarray(0, 4096));
    return names.includes('[Content_Types].xml') || names.includes('xl/') ? 'xlsx' : null;
  }
  // The OLE2 compound file of Excel 97–2003 (.xls); Word .doc shares it, the reader tells them apart.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  // Programs and scripts that may be renamed to look like a document.
  if (startsWith(bytes, ascii('MZ')) || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return null;
  if (startsWith(bytes, ascii('#!'))) return null;
  const sample = bytes.subarray(0, 4096);
  if (!looksLikeText(sample)) return null;
  const text = new TextDecoder('utf-8').decode(sample).trimStart().toLowerCase();
  if (text.startsWith('<')) return null; // HTML, XML, SVG
  return 'csv';
}
