import { alpha, decomposeColor, getContrastRatio, rgbToHex } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { appTheme } from '../../../../app/theme';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { AuditDiff } from './AuditDiff';

/** `top` laid over `bottom` as the browser paints it: the chip's text and the row's tint are see-through. */
const over = (top: string, bottom: string) => {
  const { values: upper } = decomposeColor(top);
  const { values: lower } = decomposeColor(bottom);
  const opacity = upper[3] ?? 1;
  const mixed = [0, 1, 2].map((index) => Math.round(upper[index]! * opacity + lower[index]! * (1 - opacity)));
  return rgbToHex(`rgb(${mixed.join(', ')})`);
};

describe('AuditDiff', () => {
  it('writes "changed" at 4.5:1 or more on the changed row’s tint (issue 29 measured 3.1:1)', () => {
    renderWithProviders(<AuditDiff before={{ name: 'Form 1' }} after={{ name: 'Form 1 A' }} />);
    const chip = screen.getByText('changed').closest('.MuiChip-root') as HTMLElement;
    const { palette } = appTheme('ltr', 'en');
    const row = over(alpha(palette.warning.main, 0.12), palette.background.paper);
    const text = over(getComputedStyle(chip).color, row);
    expect(getContrastRatio(text, row)).toBeGreaterThanOrEqual(4.5);
  });
});
