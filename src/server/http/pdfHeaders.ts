import { PDF_TYPE } from '../../domain/contract/reportCards';

/**
 * The headers of a PDF download. No file name: the client names the file in the user's language,
 * from what it holds (decisions.md, "Files in the user's language"). Never cached: it holds marks
 * or a sanction.
 */
export const PDF_HEADERS = { 'Content-Type': PDF_TYPE, 'Content-Disposition': 'attachment', 'Cache-Control': 'private, no-store' };
