import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../i18n/LanguageContext';
import { LANGUAGE_NAMES } from '../i18n/languages';

/** The menu (MUI Menu, Popover, Modal) loads on first open: the sign-in page stays light. */
const LanguageMenu = lazy(() =>
  import(/* webpackChunkName: "language-menu" */ './LanguageMenu').then((module) => ({ default: module.LanguageMenu })),
);

export interface LanguageMenuControl {
  /** The current language's own name, the button's visible text. */
  name: string;
  /** For the button: its accessible name starts with the visible text (WCAG 2.5.3, label in name). */
  buttonProps: {
    'aria-label': string;
    'aria-haspopup': 'menu';
    'aria-controls': string | undefined;
    'aria-expanded': true | undefined;
    onClick: (event: MouseEvent<HTMLElement>) => void;
  };
  /** The open menu, to render beside the button. */
  menu: ReactNode;
}

/**
 * The language switcher's behaviour, shared by the MUI button of the signed-in screens and the
 * plain button of the sign-in page; the I18nProvider remembers the choice.
 */
export function useLanguageMenu(): LanguageMenuControl {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = LANGUAGE_NAMES[language];
  return {
    name,
    buttonProps: {
      'aria-label': intl.formatMessage({ id: 'language.button' }, { language: name }),
      'aria-haspopup': 'menu',
      'aria-controls': anchor ? 'language-menu' : undefined,
      'aria-expanded': anchor ? true : undefined,
      onClick: (event) => setAnchor(event.currentTarget),
    },
    menu: anchor && (
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
    ),
  };
}
