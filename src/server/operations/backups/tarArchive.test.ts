import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { UnreadableArchive, extractTarGz, writeTarGz } from './tarArchive';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** A .tar.gz made block by block, for names and types our own writer would never produce. */
function handMade(entries: { name: string; type?: 'File' | 'SymbolicLink'; body?: string; linkpath?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = new Header({
      path: entry.name,
      type: entry.type ?? 'File',
      size: body.length,
      mode: 0o644,
      mtime: new Date(0),
      linkpath: entry.linkpath,
    });
    header.encode();
    blocks.push(header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}

describe('the backup archive (tar.gz)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'scola-tar-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes files from their paths and bytes under their archive names, and reads them back with the same checksums', async () => {
    mkdirSync(path.join(dir, 'disk'));
    // Over a megabyte, not a whole number of blocks: several reads, and padding at the end.
    const large = Buffer.alloc(3 * 1024 * 1024 + 123);
    for (let at = 0; at < large.length; at++) large[at] = (at * 7919) % 251;
    writeFileSync(path.join(dir, 'disk', 'copy.sqlite'), large);
    writeFileSync(path.join(dir, 'disk', 'ab12.jpg'), 'a photo');
    writeFileSync(path.join(dir, 'disk', 'nothing'), '');
    const started: string[] = [];
    const archive = path.join(dir, 'backup.tar.gz');

    const written = await writeTarGz(
      archive,
      [
        { name: 'scola.sqlite', file: path.join(dir, 'disk', 'copy.sqlite') },
        { name: 'photos/ab12.jpg', file: path.join(dir, 'disk', 'ab12.jpg') },
        { name: 'empty', file: path.join(dir, 'disk', 'nothing') },
      ],
      {
        onFile: (name, index) => started.push(`${index}:${name}`),
        trailer: (files) => [{ name: 'manifest.json', bytes: Buffer.from(JSON.stringify(files)) }],
      },
    );

    const expected = [
      { name: 'scola.sqlite', size: large.length, sha256: sha256(large) },
      { name: 'photos/ab12.jpg', size: 7, sha256: sha256('a photo') },
      { name: 'empty', size: 0, sha256: sha256('') },
    ];
    const manifest = JSON.stringify(expected);
    expect(started).toEqual(['0:scola.sqlite', '1:photos/ab12.jpg', '2:empty']);
    expect(written).toEqual([...expected, { name: 'manifest.json', size: manifest.length, sha256: sha256(manifest) }]);

    const folder = path.join(dir, 'out', 'made-on-the-way');
    expect(await extractTarGz(archive, folder)).toEqual(written);
    expect(readFileSync(path.join(folder, 'scola.sqlite')).equals(large)).toBe(true);
    expect(readFileSync(path.join(folder, 'photos', 'ab12.jpg'), 'utf8')).toBe('a photo');
    expect(readFileSync(path.join(folder, 'manifest.json'), 'utf8')).toBe(manifest);
  });

  it('leaves out a file that has gone by the time it is read', async () => {
    writeFileSync(path.join(dir, 'kept.jpg'), 'kept');
    const archive = path.join(dir, 'backup.tar.gz');
    const written = await writeTarGz(archive, [
      { name: 'photos/gone.jpg', file: path.join(dir, 'gone.jpg') },
      { name: 'photos/kept.jpg', file: path.join(dir, 'kept.jpg') },
    ]);
    expect(written.map((file) => file.name)).toEqual(['photos/kept.jpg']);
    expect((await extractTarGz(archive, path.join(dir, 'out'))).map((file) => file.name)).toEqual(['photos/kept.jpg']);
  });

  it('stops when its signal is aborted', async () => {
    writeFileSync(path.join(dir, 'a'), 'a');
    const stop = new AbortController();
    await expect(
      writeTarGz(
        path.join(dir, 'backup.tar.gz'),
        [
          { name: 'a', file: path.join(dir, 'a') },
          { name: 'b', bytes: Buffer.from('b') },
        ],
        { signal: stop.signal, onFile: (_, index) => index === 1 && stop.abort() },
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  (process.platform === 'linux' ? it : it.skip)('lets a full disk’s error through', async () => {
    await expect(writeTarGz('/dev/full', [{ name: 'a', bytes: Buffer.alloc(1 << 20, 1) }])).rejects.toMatchObject({ code: 'ENOSPC' });
  });

  it('refuses a truncated or corrupt archive', async () => {
    const archive = path.join(dir, 'backup.tar.gz');
    await writeTarGz(archive, [{ name: 'a', bytes: Buffer.alloc(100_000, 1) }]);
    const bytes = readFileSync(archive);
    writeFileSync(path.join(dir, 'cut.tar.gz'), bytes.subarray(0, bytes.length - 20));
    await expect(extractTarGz(path.join(dir, 'cut.tar.gz'), path.join(dir, 'cut'))).rejects.toBeInstanceOf(UnreadableArchive);
    writeFileSync(path.join(dir, 'text.tar.gz'), 'not an archive at all');
    await expect(extractTarGz(path.join(dir, 'text.tar.gz'), path.join(dir, 'text'))).rejects.toBeInstanceOf(UnreadableArchive);
    writeFileSync(path.join(dir, 'no-end.tar.gz'), gzipSync(Buffer.alloc(0)));
    await expect(extractTarGz(path.join(dir, 'no-end.tar.gz'), path.join(dir, 'no-end'))).rejects.toBeInstanceOf(UnreadableArchive);
  });

  it('refuses a name that climbs out of its folder, an absolute name and a link, writing nothing outside', async () => {
    const cases = {
      climbs: handMade([
        { name: 'fine', body: 'fine' },
        { name: '../evil', body: 'evil' },
      ]),
      absolute: handMade([{ name: path.join(dir, 'absolute-evil'), body: 'evil' }]),
      link: handMade([{ name: 'link', type: 'SymbolicLink', linkpath: '/etc/passwd' }]),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      writeFileSync(path.join(dir, `${name}.tar.gz`), bytes);
      mkdirSync(path.join(dir, name));
      await expect(extractTarGz(path.join(dir, `${name}.tar.gz`), path.join(dir, name, 'inside'))).rejects.toBeInstanceOf(
        UnreadableArchive,
      );
      expect(readdirSync(path.join(dir, name))).toEqual(['inside']);
      expect(readdirSync(path.join(dir, name, 'inside'))).not.toContain('link');
    }
    expect(readdirSync(dir).sort()).toEqual(['absolute', 'absolute.tar.gz', 'climbs', 'climbs.tar.gz', 'link', 'link.tar.gz']);
  });
});
