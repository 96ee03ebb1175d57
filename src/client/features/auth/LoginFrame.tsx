import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguageMenu } from '../../components/useLanguageMenu';
import './login.css';

/** MUI's Translate icon, drawn inline: the icon package and SvgIcon stay off the first page. */
const TRANSLATE_ICON =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';

/** The language switcher of the shared PublicFrame, as a plain button. */
function LanguageButton() {
  const { name, buttonProps, menu } = useLanguageMenu();
  return (
    <>
      <button type="button" className="login-language" {...buttonProps}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={TRANSLATE_ICON} />
        </svg>
        {name}
      </button>
      {menu}
    </>
  );
}

/**
 * The sign-in page's frame, the PublicFrame of the other public screens drawn without MUI: the
 * first page of a slow office connection carries no component library (docs/decisions.md).
 */
export function LoginFrame({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <div className="login">
      <header className="login-bar">
        <LanguageButton />
      </header>
      <main className="login-main">
        <div className="login-card">
          <p className="login-overline">
            <FormattedMessage id="app.name" />
          </p>
          <h1 className="login-title">
            <FormattedMessage id={titleId} />
          </h1>
          {children}
        </div>
      </main>
    </div>
  );
}
