/**
 * A QR code as a small PNG (8-bit grayscale, black modules on white, with the standard quiet zone
 * of 4 modules), written directly from the code's module matrix: about a millisecond a code,
 * faster than going through an image library, and pdfkit embeds such a PNG's data as it is.
 */
import QRCode from 'qrcode';
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const QUIET = 4;

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The PNG of `text`'s QR code (error correction M), `scale` pixels a module. */
export function qrPng(text: string, scale = 4): Buffer {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const side = (size + 2 * QUIET) * scale;
  const stride = side + 1; // each row starts with its filter byte (0: none)
  // White rows (filter byte 0, then the pixels); each module row is drawn once and copied down.
  const rows = Buffer.alloc(stride * side, 0xff);
  for (let y = 0; y < side; y++) rows[y * stride] = 0;
  for (let my = 0; my < size; my++) {
    const first = (my + QUIET) * scale * stride;
    for (let mx = 0; mx < size; mx++) {
      if (!data[my * size + mx]) continue;
      const left = first + 1 + (mx + QUIET) * scale;
      for (let dx = 0; dx < scale; dx++) rows[left + dx] = 0;
    }
    for (let dy = 1; dy < scale; dy++) rows.copy(rows, first + dy * stride, first, first + stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // grayscale; compression, filter and interlace methods stay 0
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
