/**
 * Reads back the images of a pdfkit document, for tests: each image XObject with its size, colour
 * space and bytes, the pixels of the deflated ones (how pdfkit stores a PNG: the PNG's own data,
 * FlateDecode with PNG row predictors), and the QR codes among them, decoded with jsQR.
 */
import jsQR from 'jsqr';
import { inflateSync } from 'node:zlib';

export interface PdfImage {
  /** The object number. */
  id: number;
  width: number;
  height: number;
  bitsPerComponent: number;
  /** DeviceGray, DeviceRGB, DeviceCMYK, … */
  colorSpace: string;
  /** FlateDecode for a PNG, DCTDecode for a JPEG (then `data` is the JPEG file itself). */
  filter: string | null;
  /** The PNG predictor (10-15) or null. */
  predictor: number | null;
  /** The number of the soft mask's object (a PNG's alpha channel), if any. */
  mask: number | null;
  /** The stream's bytes, still encoded. */
  data: Buffer;
}

export interface Pixels {
  width: number;
  height: number;
  /** Four bytes a pixel, as ImageData and jsQR take them. */
  rgba: Uint8ClampedArray;
}

const number = (dictionary: string, key: string): number | null => {
  const found = new RegExp(`/${key}\\s+(\\d+)\\b(?!\\s+\\d+\\s+R)`).exec(dictionary);
  return found ? Number(found[1]) : null;
};
const name = (dictionary: string, key: string): string | null => new RegExp(`/${key}\\s*/(\\w+)`).exec(dictionary)?.[1] ?? null;

/** Every image XObject, in the order of the file. */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const raw = pdf.toString('latin1');
  const objects = /(\d+) 0 obj\s*<</g;
  const images: PdfImage[] = [];
  let match: RegExpExecArray | null;
  while ((match = objects.exec(raw))) {
    // The dictionary, nested ones included (DecodeParms), up to its closing ">>".
    let depth = 1;
    let at = match.index + match[0].length;
    while (depth > 0 && at < raw.length) {
      const pair = raw.slice(at, at + 2);
      depth += pair === '<<' ? 1 : pair === '>>' ? -1 : 0;
      at += pair === '<<' || pair === '>>' ? 2 : 1;
    }
    const dictionary = raw.slice(match.index + match[0].length, at - 2);
    const opening = /^\s*stream\r?\n/.exec(raw.slice(at, at + 20));
    if (!opening) continue;
    const start = at + opening[0].length;
    const indirect = /\/Length\s+(\d+)\s+0\s+R/.exec(dictionary);
    let length = number(dictionary, 'Length');
    if (indirect) {
      const target = new RegExp(`(?:^|\\s)${indirect[1]} 0 obj\\s*(\\d+)`).exec(raw);
      length = target ? Number(target[1]) : null;
    }
    const size = length ?? raw.indexOf('endstream', start) - start;
    objects.lastIndex = start + size; // past the stream's bytes
    if (!/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    // pdfkit writes the decoding parameters as an object of their own; other writers inline them.
    const parmsRef = /\/DecodeParms\s+(\d+)\s+0\s+R/.exec(dictionary)?.[1];
    const decodeParms = parmsRef
      ? (new RegExp(`(?:^|\\s)${parmsRef} 0 obj\\s*<<([^>]*)>>`).exec(raw)?.[1] ?? '')
      : (/\/DecodeParms\s*<<([^>]*)>>/.exec(dictionary)?.[1] ?? '');
    images.push({
      id: Number(match[1]),
      width: number(dictionary, 'Width') ?? 0,
      height: number(dictionary, 'Height') ?? 0,
      bitsPerComponent: number(dictionary, 'BitsPerComponent') ?? 8,
      colorSpace: name(dictionary, 'ColorSpace') ?? 'DeviceGray',
      filter: name(dictionary, 'Filter'),
      predictor: number(decodeParms, 'Predictor'),
      mask: Number(/\/SMask\s+(\d+)\s+0\s+R/.exec(dictionary)?.[1] ?? NaN) || null,
      data: pdf.subarray(start, start + size),
    });
  }
  return images;
}

const paeth = (left: number, up: number, upLeft: number) => {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
};

/** Undoes the PNG row filters (predictors 10-15): each row starts with its filter's number. */
export function unfilterRows(filtered: Buffer, rowBytes: number, height: number, pixelBytes: number): Buffer {
  const out = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const type = filtered[y * (rowBytes + 1)];
    const source = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const value = filtered[source + x];
      const left = x >= pixelBytes ? out[row + x - pixelBytes] : 0;
      const up = y > 0 ? out[row - rowBytes + x] : 0;
      const upLeft = y > 0 && x >= pixelBytes ? out[row - rowBytes + x - pixelBytes] : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][type];
      if (predicted === undefined) throw new Error(`PNG filter ${type} on row ${y}`);
      out[row + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

const CHANNELS: Record<string, number> = { DeviceGray: 1, DeviceRGB: 3, DeviceCMYK: 4 };

/** An 8-bit deflated image's pixels as RGBA (gray or RGB; a JPEG is left to an image decoder). */
export function imagePixels(image: PdfImage): Pixels {
  const channels = CHANNELS[image.colorSpace];
  if (image.filter !== 'FlateDecode' || image.bitsPerComponent !== 8 || !channels || channels === 4) {
    throw new Error(`cannot read a ${image.filter} ${image.colorSpace} image of ${image.bitsPerComponent} bits`);
  }
  const { width, height } = image;
  const inflated = inflateSync(image.data);
  const samples = image.predictor && image.predictor >= 10 ? unfilterRows(inflated, width * channels, height, channels) : inflated;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const at = pixel * channels;
    rgba[pixel * 4] = samples[at];
    rgba[pixel * 4 + 1] = samples[at + (channels === 3 ? 1 : 0)];
    rgba[pixel * 4 + 2] = samples[at + (channels === 3 ? 2 : 0)];
    rgba[pixel * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/** The texts of the QR codes drawn as images, in the order of the file (images that hold none are skipped). */
export function pdfQrCodes(pdf: Buffer): string[] {
  const masks = new Set<number>();
  const images = pdfImages(pdf);
  for (const image of images) if (image.mask) masks.add(image.mask);
  const texts: string[] = [];
  for (const image of images) {
    if (masks.has(image.id) || image.filter !== 'FlateDecode' || !(image.colorSpace in CHANNELS)) continue;
    const { width, height, rgba } = imagePixels(image);
    const found = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
    if (found) texts.push(found.data);
  }
  return texts;
}
