import { photoEntry } from './photoNames';

describe('photoEntry', () => {
  it('reads the matricule from the name, whatever its folders, extension, case and surrounding spaces', () => {
    expect(photoEntry('26SC00001.jpg')).toEqual({ kind: 'photo', matricule: '26SC00001' });
    expect(photoEntry('6e A/26sc00001.JPG')).toEqual({ kind: 'photo', matricule: '26SC00001' });
    expect(photoEntry('photos\\2026\\ 26sc00002 .png')).toEqual({ kind: 'photo', matricule: '26SC00002' });
    expect(photoEntry('26SC00003')).toEqual({ kind: 'photo', matricule: '26SC00003' });
    expect(photoEntry('26SC00004.backup.jpg')).toEqual({ kind: 'photo', matricule: '26SC00004.BACKUP' });
  });

  it('knows a path that leaves the archive', () => {
    for (const path of [
      '../26SC00001.jpg',
      'a/../../26SC00001.jpg',
      '/etc/26SC00001.jpg',
      'C:/x/26SC00001.jpg',
      'c:26SC00001.jpg',
      '..\\x.jpg',
    ])
      expect(photoEntry(path)).toEqual({ kind: 'outside' });
  });

  it('passes over folders, hidden files and what systems leave beside photos', () => {
    for (const path of [
      '6e A/',
      '.DS_Store',
      '__MACOSX/6e A/._26SC00001.jpg',
      '6e A/.hidden/26SC00001.jpg',
      'Thumbs.db',
      '6e A/desktop.ini',
      '.jpg',
    ])
      expect(photoEntry(path)).toEqual({ kind: 'ignored' });
  });

  it('reads a drive only at the start: a colon further in is part of the name', () => {
    expect(photoEntry('photos/a:b.jpg')).toEqual({ kind: 'photo', matricule: 'A:B' });
  });

  it("passes over whatever a Mac's archive keeps in __MACOSX, and a name of spaces only", () => {
    expect(photoEntry('__MACOSX/26SC00001.jpg')).toEqual({ kind: 'ignored' });
    expect(photoEntry('6e A/   .jpg')).toEqual({ kind: 'ignored' });
  });
});
