import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '../../domain/enums';
import { LANGUAGE_NAMES, localeOf } from '../i18n/languages';

interface Props {
  anchor: HTMLElement;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The eight languages, each by its own name and tagged with its language for screen readers. */
export function LanguageMenu({ anchor, current, onChoose, onClose }: Props) {
  return (
    <Menu id="language-menu" anchorEl={anchor} open onClose={onClose}>
      {LANGUAGES.map((option) => (
        <MenuItem key={option} lang={localeOf(option)} selected={option === current} onClick={() => onChoose(option)}>
          {LANGUAGE_NAMES[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
