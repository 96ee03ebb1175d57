import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { ThemeLayer } from '../app/ThemeLayer';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { readNestedCatalogue } from '../testing/catalogues';
import { mockFetch } from '../testing/fetchMock';
import { I18nProvider } from './I18nProvider';

const catalogues = (['en', 'fr', 'fa'] as const).map((language) => ({
  path: `/assets/i18n/${language}.json`,
  body: readNestedCatalogue(language),
}));

function App() {
  return (
    <I18nProvider>
      <ThemeLayer>
        <LanguageSwitcher />
        <h1>
          <FormattedMessage id="login.title" />
        </h1>
      </ThemeLayer>
    </I18nProvider>
  );
}

describe('I18nProvider', () => {
  it('starts in the saved language, fetching its catalogue by relative URL', async () => {
    localStorage.setItem('lang', 'fr');
    const network = mockFetch(catalogues);
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(network.requests.map((request) => new URL(request.url).pathname)).toEqual(['/assets/i18n/fr.json']);
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches language from the menu, remembers it and turns right to left for fa', async () => {
    mockFetch(catalogues);
    const user = userEvent.setup();
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English – choose the language' }));
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(names).toEqual(['English', 'Français', 'اردو', 'Español', 'Italiano', 'فارسی', 'Deutsch', '简体中文']);
    await user.click(screen.getByRole('menuitem', { name: 'فارسی' }));

    expect(await screen.findByRole('button', { name: 'فارسی – انتخاب زبان' })).toHaveTextContent('فارسی');
    expect(localStorage.getItem('lang')).toBe('fa');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'fa');
  });

  it('falls back to en when a catalogue cannot be fetched', async () => {
    localStorage.setItem('lang', 'de');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch([...catalogues, { path: '/assets/i18n/de.json', status: 404, body: {} }]);
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
