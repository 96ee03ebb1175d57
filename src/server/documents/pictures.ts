/** A picture (a photo, a logo, a QR code) the right way round, at its mirrored place on a right-to-left page. */
import { mirroredX, unmirrored, type Doc } from './document';

export interface PictureOptions {
  fit?: [number, number];
  width?: number;
  height?: number;
}

export function picture(doc: Doc, source: PDFKit.Mixins.ImageSrc, x: number, y: number, options: PictureOptions): void {
  const width = options.fit?.[0] ?? options.width ?? 0;
  unmirrored(doc, () => doc.image(source, mirroredX(doc, x, width), y, { ...options, align: 'center', valign: 'center' }));
}
