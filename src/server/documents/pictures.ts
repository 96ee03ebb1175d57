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

/** An image pdfkit has read once and can place again without embedding it again. */
export type OpenedPicture = PDFKit.Mixins.ImageSrc;

const opened = new WeakMap<Doc, Map<Buffer, OpenedPicture | null>>();

/**
 * The bytes read as an image once per document (a logo on each of a batch's thousand pages is
 * embedded once), or null for bytes pdfkit cannot read: the page then goes without the picture.
 */
export function openedPicture(doc: Doc, bytes: Buffer): OpenedPicture | null {
  let pictures = opened.get(doc);
  if (!pictures) {
    pictures = new Map();
    opened.set(doc, pictures);
  }
  if (!pictures.has(bytes)) {
    let image: OpenedPicture | null;
    try {
      image = (doc as unknown as { openImage(src: Buffer): OpenedPicture }).openImage(bytes);
    } catch {
      image = null;
    }
    pictures.set(bytes, image);
  }
  return pictures.get(bytes) ?? null;
}
