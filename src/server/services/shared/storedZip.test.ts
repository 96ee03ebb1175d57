import { crc32 as nodeCrc32 } from 'node:zlib';
import { crc32, StoredZipWriter } from '../../../domain/files/storedZip';
import { readZipDirectory, unpackEntry } from './zipArchive';

// The browser's archive of a picked folder must read as the server reads every upload.
describe('StoredZipWriter', () => {
  it('writes a stored .zip that the server reads back whole, names in UTF-8 and folders kept', async () => {
    const files = [
      { name: '6e A/26SC00001.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]) },
      { name: 'Élèves/26sc00002.png', bytes: new Uint8Array(70_000).map((_, index) => index % 251) },
      { name: 'vide.txt', bytes: new Uint8Array(0) },
    ];
    const writer = new StoredZipWriter();
    for (const file of files) writer.add(file);
    const zip = Buffer.concat(writer.finish());
    const entries = readZipDirectory(zip);
    expect(entries.map((entry) => [entry.name, entry.method, entry.size])).toEqual(files.map((file) => [file.name, 0, file.bytes.length]));
    for (const [index, entry] of entries.entries()) {
      expect(new Uint8Array(await unpackEntry(zip, entry))).toEqual(files[index].bytes);
      expect(entry.crc).toBe(nodeCrc32(files[index].bytes));
    }
  });

  it('computes the CRC-32 that zlib does', () => {
    const bytes = new TextEncoder().encode('The quick brown fox jumps over the lazy dog');
    expect(crc32(bytes)).toBe(0x414fa339);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});
