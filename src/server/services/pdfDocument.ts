/** A new pdfkit document, pdfkit being loaded at the first one (lazyModule.ts says why). */
import type PdfKit from 'pdfkit';
import { lazyModule } from '../lazyModule';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadPdfKit = lazyModule(() => require('pdfkit') as typeof PdfKit);

export const newPdfDocument = (options?: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument => new (loadPdfKit())(options);
