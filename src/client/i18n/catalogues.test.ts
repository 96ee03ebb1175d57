import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '../../domain/enums';
import { readNestedCatalogue } from '../testing/catalogues';
import { flattenCatalogue, type NestedCatalogue } from './catalogue';

/** Every leaf path of a catalogue, with what is there (so a non-string leaf shows up). */
function leaves(node: NestedCatalogue | unknown, prefix = ''): [string, unknown][] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [[prefix.slice(0, -1), node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`));
}

const en = leaves(readNestedCatalogue('en'));
const enKeys = en.map(([key]) => key);

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const catalogue = leaves(readNestedCatalogue(language));

  it('has every key of en.json, each a non-empty string, and nothing else', () => {
    const keys = catalogue.map(([key]) => key);
    expect(keys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !keys.includes(key))).toEqual([]);
    expect(catalogue.filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
  });

  it('holds valid ICU messages', () => {
    const invalid = catalogue.filter(([, value]) => {
      try {
        parse(value as string);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid).toEqual([]);
  });

  it("uses only plain {name} placeholders where the server formats (validation, errors, files, the downloads' names)", () => {
    // The server fills placeholders with a plain replace, without an ICU parser.
    const fileWords = new Set([
      'finance.arrears.fileName',
      'presence.stats.fileName',
      'presence.statements.files.statement',
      'presence.statements.files.month',
      'statistics.demographics.fileName',
      'studentCards.fileName',
      'studentCards.fileNameOne',
    ]);
    const server = catalogue.filter(
      ([key]) => key.startsWith('validation.') || key.startsWith('errors.') || key.startsWith('files.') || fileWords.has(key),
    );
    for (const [key, value] of server) expect([key, /\{\s*\w+\s*,/.test(value as string)]).toEqual([key, false]);
  });
});

describe('the spec texts', () => {
  const fr = flattenCatalogue(readNestedCatalogue('fr')) as Record<string, string>;
  const english = flattenCatalogue(readNestedCatalogue('en')) as Record<string, string>;
  const format = (messages: Record<string, string>, id: string) => new IntlMessageFormat(messages[id], 'fr').format() as string;

  it.each([
    ['alerts.404.title', 'Ressource introuvable'],
    ['alerts.404.message', 'La ressource demandée est introuvable'],
    ['alerts.401.title', "Cette action n'est pas autorisée"],
    ['alerts.401.message', "Vous n'êtes pas autorisé à accéder à ce service"],
    ['alerts.400.title', 'Formulaire invalide'],
    ['alerts.400.message', 'Veuillez vérifier votre formulaire'],
    ['alerts.500.title', 'Le serveur est temporairement inaccessible'],
    ['alerts.500.message', "Une erreur s'est produite!"],
    ['alerts.success.title', 'Opération réussie'],
    ['alerts.success.message', "L'opération a réussi. Vous pouvez continuer votre travail"],
    ['toasts.success.message', 'Action effectuée avec succès'],
    ['toasts.success.title', 'Traitement terminé'],
    ['toasts.warning.message', 'Veuillez vérifier le formulaire'],
    ['toasts.warning.title', 'Formulaire invalide'],
    ['toasts.info.message', 'Traitement en cours'],
    ['toasts.info.title', 'Veuillez patienter'],
    ['toasts.error.message', 'Veuillez verifier le formulaire et rééssayer'],
    ['toasts.error.title', "Une erreur s'est produite"],
  ])('fr %s reads "%s" verbatim once formatted', (id, text) => {
    expect(format(fr, id)).toBe(text);
  });

  it('keeps the default English messages of the dialog checks', () => {
    expect(english['validation.email']).toBe('Invalid email address');
    expect(english['validation.url']).toBe('Invalid URL');
  });
});
