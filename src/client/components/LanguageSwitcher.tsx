import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../i18n/LanguageContext';
import { LANGUAGE_NAMES } from '../i18n/languages';

/** The menu (MUI Menu, Popover, Modal) loads on first open: the sign-in page stays light. */
const LanguageMenu = lazy(() =>
  import(/* webpackChunkName: "language-menu" */ './LanguageMenu').then((module) => ({ default: module.LanguageMenu })),
);

/** Shows the current language; its menu lists all eight, and the I18nProvider remembers the choice. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color={color}
        startIcon={<Translate />}
        aria-label={intl.formatMessage({ id: 'language.choose' })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {LANGUAGE_NAMES[language]}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            current={language}
            onClose={() => setAnchor(null)}
            onChoose={(choice) => {
              setAnchor(null);
              setLanguage(choice);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
