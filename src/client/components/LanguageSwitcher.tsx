import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useLanguageMenu } from './useLanguageMenu';

interface Props {
  color?: 'inherit' | 'primary';
  /** On a phone, only the icon: the bar keeps its room for the school's name. */
  compact?: boolean;
}

/** Shows the current language; its menu lists all eight. */
export function LanguageSwitcher({ color = 'inherit', compact = false }: Props) {
  const { name, buttonProps, menu } = useLanguageMenu();
  return (
    <>
      <Button
        color={color}
        startIcon={<Translate />}
        {...buttonProps}
        sx={compact ? { minWidth: 0, '& .MuiButton-startIcon': { mx: { xs: 0, sm: 1 } } } : undefined}
      >
        <Box component="span" sx={compact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
          {name}
        </Box>
      </Button>
      {menu}
    </>
  );
}
