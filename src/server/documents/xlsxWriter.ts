/** The .xlsx writer, loaded at the first export (lazyModule.ts says why). */
import type WriteXlsxFile from 'write-excel-file/node';
import { lazyModule } from '../lazyModule';

export type XlsxWriter = typeof WriteXlsxFile;

export const loadXlsxWriter = lazyModule(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  () => (require('write-excel-file/node') as { default: XlsxWriter }).default,
);
