import { PHOTO_ZIP_MAX_BYTES } from '../../../../domain/contract/studentPhotoImport';
import { StoredZipWriter } from '../../../../domain/files/storedZip';

/** What is sent: a chosen .zip as it is, or a picked folder's files packed into one (stored, uncompressed). */
export type PhotoSource = { kind: 'zip'; file: File } | { kind: 'folder'; name: string; files: File[] };

export const sourceBytes = (source: PhotoSource): number =>
  source.kind === 'zip' ? source.file.size : source.files.reduce((sum, file) => sum + file.size, 0);

/** Checked before anything is sent: the server would refuse it anyway, after the upload. */
export const sourceTooLarge = (source: PhotoSource): boolean => sourceBytes(source) > PHOTO_ZIP_MAX_BYTES;

/** A folder's files keep their path under the folder, so the preview names them as the secretary sees them. */
export function folderSource(files: readonly File[]): PhotoSource | null {
  if (!files.length) return null;
  const first = files[0].webkitRelativePath || files[0].name;
  return { kind: 'folder', name: first.split('/')[0] || first, files: [...files] };
}

/** The body of the preview: the .zip itself, or the folder packed file by file (one read at a time). */
export async function sourceZip(source: PhotoSource): Promise<Blob> {
  if (source.kind === 'zip') return source.file;
  const writer = new StoredZipWriter();
  for (const file of source.files)
    writer.add({ name: file.webkitRelativePath || file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  return new Blob(writer.finish() as BlobPart[], { type: 'application/zip' });
}
