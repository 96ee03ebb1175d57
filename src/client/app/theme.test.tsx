import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';

describe('the theme', () => {
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
});
