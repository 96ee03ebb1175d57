import { screen, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import type { PhotoImport } from '../../../../domain/contract/studentPhotoImport';
import { mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { studentUserFixture } from '../testing/studentFixtures';
import PhotoImportDialog from './PhotoImportDialog';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

const ID = 'Zx3v9Qk2pW7mR1tY8uLb4nHc';

const preview: PhotoImport = {
  id: ID,
  status: 'previewed',
  expiresAt: '2026-09-01T08:00:00.000Z',
  applied: 0,
  replaced: 0,
  matched: [
    {
      file: '6e A/26SC00001.jpg',
      studentId: 1,
      matricule: '26SC00001',
      firstName: 'Brenda',
      lastName: 'Atangana',
      classroomName: '6e A',
      replaces: false,
    },
    {
      file: '6e A/26sc00002.PNG',
      studentId: 2,
      matricule: '26SC00002',
      firstName: 'Paul',
      lastName: 'Essomba',
      classroomName: '6e A',
      replaces: true,
    },
  ],
  unmatched: ['6e A/26SC09999.jpg'],
  refused: [
    { file: '../26SC00003.jpg', problem: 'outside' },
    { file: '26SC00004.jpg', problem: 'notImage' },
  ],
  withoutPhoto: {
    total: 3,
    students: [{ studentId: 5, matricule: '26SC00005', firstName: 'Aïcha', lastName: 'Mballa', classroomName: '5e B' }],
  },
};
const report: PhotoImport = { ...preview, status: 'applied', applied: 2, replaced: 1 };

const zipFile = () => new NodeFile([new Uint8Array([0x50, 0x4b, 5, 6])], 'photos.zip', { type: 'application/zip' }) as unknown as File;

const render = (language: 'en' | 'fr' = 'en') =>
  renderWithProviders(<PhotoImportDialog onClose={jest.fn()} />, { language, preloadedState: signedInState(studentUserFixture()) });

const words = {
  en: { zip: 'Archive of photos', check: 'Check the photos', apply: 'Apply 2 photos', skipped: '2 files skipped' },
  fr: { zip: 'Archive de photos', check: 'Vérifier les photos', apply: 'Appliquer 2 photos', skipped: '2 fichiers écartés' },
} as const;

describe('photos in bulk', () => {
  it.each(['en', 'fr'] as const)(
    'sends the .zip itself, shows who gets which photo in tables, then applies them and reports in %s',
    async (language) => {
      const network = mockFetch([
        { method: 'POST', path: '/api/student-photos/preview', body: preview },
        { method: 'POST', path: `/api/student-photos/${ID}`, body: report },
      ]);
      const { user } = render(language);
      const dialog = within(screen.getByRole('dialog'));
      await user.upload(dialog.getByLabelText(words[language].zip), zipFile());
      await user.click(dialog.getByRole('button', { name: words[language].check }));
      await dialog.findByRole('table', { name: words[language].skipped });
      const [sent] = network.requestsTo('/api/student-photos/preview');
      expect(sent.headers.get('Content-Type')).toBe('application/zip');
      expect(new Uint8Array(await sent.clone().arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 5, 6]));
      expect(dialog.getAllByRole('table')).toHaveLength(4);
      expect(screen.getByRole('dialog')).toMatchSnapshot();

      await user.click(dialog.getByRole('button', { name: words[language].apply }));
      const done = await dialog.findByRole('alert');
      expect(done).toHaveTextContent(
        language === 'en' ? '2 photos applied. 1 replaced an earlier photo.' : '2 photos appliquées. 1 remplace une photo précédente.',
      );
      expect(network.requestsTo(`/api/student-photos/${ID}`)).toHaveLength(1);
    },
  );

  it('packs a picked folder into one .zip, each file under its name', async () => {
    const network = mockFetch([{ method: 'POST', path: '/api/student-photos/preview', body: preview }]);
    const { user } = render();
    const dialog = within(screen.getByRole('dialog'));
    const files = [
      new NodeFile(['jpeg'], '26SC00001.jpg', { type: 'image/jpeg' }),
      new NodeFile(['png!'], '26SC00002.png', { type: 'image/png' }),
    ];
    await user.upload(dialog.getByLabelText('Folder of photos'), files as unknown as File[]);
    expect(dialog.getByText(/2 files/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Check the photos' }));
    await dialog.findByRole('table', { name: '2 files skipped' });
    const body = Buffer.from(await network.requestsTo('/api/student-photos/preview')[0].clone().arrayBuffer());
    expect(body.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 3, 4]));
    expect(body.toString('latin1')).toContain('26SC00001.jpg');
    expect(body.toString('latin1')).toContain('26SC00002.png');
  });
});
