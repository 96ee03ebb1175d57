import { saveBlob } from '../../api/files';
import type { ExportCell } from './sheetRows';

/**
 * Writes the rows as an .xlsx and hands it to the browser. write-excel-file is imported here, on
 * the click, so it stays out of the area's chunk until someone exports. Every cell is a typed
 * value (never a formula), so text needs no apostrophe against formula injection.
 */
export async function saveXlsx(
  rows: readonly (readonly ExportCell[])[],
  sheetName: string,
  fileName: string,
  rightToLeft = false,
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = rows.map((row, index) =>
    row.map((cell) => {
      if (cell === null) return null;
      if (typeof cell === 'number') return { value: cell, type: Number };
      return index === 0 ? { value: cell, type: String, fontWeight: 'bold' as const } : { value: cell, type: String };
    }),
  );
  // Sheet names are at most 31 characters, without : \ / ? * [ ].
  const sheet = sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
  const blob = await writeXlsxFile(data, { sheet, stickyRowsCount: 1, stickyColumnsCount: 3, rightToLeft }).toBlob();
  saveBlob(blob, fileName);
}
