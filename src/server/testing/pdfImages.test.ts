import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { toBuffer } from '../documents/document';
import { qrPng } from '../services/studentCards/qrPng';
import { imagePixels, pdfImages, pdfQrCodes, unfilterRows } from './pdfImages';

async function pdfWith(images: Buffer[], compress = true): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, compress });
  doc.addPage({ size: 'A6', margin: 0 });
  images.forEach((image, index) => doc.image(image, 10, 10 + index * 100, { width: 90 }));
  return toBuffer(doc);
}

describe('pdfImages', () => {
  it('finds each image with its size, colour space and encoding, and reads a PNG back to its pixels', async () => {
    // A 3 × 2 RGB PNG written by sharp (which filters its rows, unlike qrPng).
    const pixels = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const png = await sharp(pixels, { raw: { width: 3, height: 2, channels: 3 } })
      .png({ adaptiveFiltering: true })
      .toBuffer();
    const jpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    for (const compress of [true, false]) {
      const [rgb, dct] = pdfImages(await pdfWith([png, jpeg], compress));
      expect(rgb).toMatchObject({
        width: 3,
        height: 2,
        colorSpace: 'DeviceRGB',
        filter: 'FlateDecode',
        predictor: 15,
        bitsPerComponent: 8,
      });
      const { rgba } = imagePixels(rgb);
      expect([...rgba.slice(0, 8)]).toEqual([255, 0, 0, 255, 0, 255, 0, 255]);
      expect([...rgba.slice(12, 24)]).toEqual([10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255]);
      expect(dct).toMatchObject({ width: 8, height: 4, filter: 'DCTDecode' });
      expect(Buffer.compare(dct.data, jpeg)).toBe(0);
    }
  });

  it('undoes every PNG row filter', () => {
    // One gray row per filter: none, sub, up, average, Paeth; each decodes to 10 20 30.
    const rows = [
      [0, 10, 20, 30],
      [1, 10, 10, 10],
      [2, 0, 0, 0],
      [3, 5, 5, 5], // floor((left + up) / 2) + 5: 5 + 5, 15 + 5, 25 + 5
      [4, 0, 0, 0],
    ];
    const decoded = unfilterRows(Buffer.from(rows.flat()), 3, rows.length, 1);
    expect([...decoded]).toEqual([10, 20, 30, 10, 20, 30, 10, 20, 30, 10, 20, 30, 10, 20, 30]);
  });

  it('reads the QR codes a PDF draws as images, and none in an image that is not one', async () => {
    const blank = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const pdf = await pdfWith([qrPng('https://school.example/#/public-page?code=K7QW3XH9MZ2P'), blank, qrPng('second')]);
    expect(pdfQrCodes(pdf)).toEqual(['https://school.example/#/public-page?code=K7QW3XH9MZ2P', 'second']);
  });
});
