import Autocomplete from '@mui/material/Autocomplete';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import type { Language } from '../../domain/enums';
import { renderWithProviders } from '../testing/renderWithProviders';
import { appTheme } from './theme';

describe('the theme', () => {
  it.each(['primary', 'success', 'info', 'error'] as const)('writes %s text at 4.5:1 or more on the page', (colour) => {
    // The audit log's actions are outlined chips in these colours: the text is the colour itself, on white.
    const { palette } = appTheme('ltr', 'en');
    expect(getContrastRatio(palette[colour].main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it('puts a table’s caption above the table, where it reads as its title', () => {
    renderWithProviders(
      <Table>
        <caption>To decide</caption>
        <TableBody>
          <TableRow>
            <TableCell>NGONO Marie</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(getComputedStyle(screen.getByText('To decide')).captionSide).toBe('top');
  });

  it.each<[Language, string, string]>([
    ['fr', 'Ouvrir', 'Vider'],
    ['es', 'Abrir', 'Limpiar'],
    ['de', 'Öffnen', 'Leeren'],
    ['zh-CHS', '打开', '清空'],
    ['fa', 'بازکردن', 'پاک‌کردن'],
  ])('names MUI’s own buttons in %s, not in English', async (language, open, clear) => {
    renderWithProviders(
      <Autocomplete options={['6e A', '6e B']} value="6e A" renderInput={(params) => <TextField {...params} label="Classroom" />} />,
      { language },
    );
    // ur and fa wait for the right-to-left styles.
    expect(await screen.findByRole('button', { name: open })).toBeInTheDocument();
    expect(screen.getByTitle(clear)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });
});
