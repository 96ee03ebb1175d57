/**
 * The public page (issue 16, domain.md "Access codes, student cards, public page"): whoever holds a
 * card's code, a guard at the gate, a parent, an exam centre, types it or arrives from the card's QR
 * code (`public-page.html#/public-page?code=…`) and sees whether the card is valid and what the
 * lookup answers. Its own small entry (main.ts): no React, MUI, router or sign-in code, only
 * react-intl's core for the messages, so a phone on a slow line has it in a few kilobytes.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { groupAccessCode, isAccessCode, normaliseAccessCode } from '../../domain/cards/accessCode';
import { codeFromHash } from '../../domain/cards/publicPage';
import type { PublicCard } from '../../domain/contract/accessCodes';
import { LANGUAGES, type Language } from '../../domain/enums';
import type { Messages } from '../i18n/catalogue';
import { directionOf, LANGUAGE_NAMES, LANGUAGE_STORAGE_KEY, localeOf } from '../i18n/languages';
import { checkIcon, h, type Child } from './dom';
import { lookupCard, photoUrl, type Lookup } from './lookup';

export type Status = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'loading'; code: string } | (Lookup & { code: string });

export interface PublicPageOptions {
  root: HTMLElement;
  language: Language;
  /** The language's messages (`publicPage.*` and `app.name`), flat ids to ICU strings or their syntax trees. */
  loadMessages: (language: Language) => Promise<Messages>;
}

const cache = createIntlCache();
const PERIOD_TYPES = new Set(['sequence', 'trimester', 'term', 'annual']);

/** The text's ASCII digits as the locale writes its numbers (Persian in fa), as src/client/i18n/digits.ts, without React. */
function localizeDigits(text: string, intl: IntlShape): string {
  const zero = intl.formatNumber(0);
  if (zero === '0') return text;
  return text.replace(/[0-9]/g, (digit) => intl.formatNumber(Number(digit), { useGrouping: false }));
}

/** A `YYYY-MM-DD` day read in UTC, so no time zone moves it. */
const dayOf = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/**
 * Starts the page in `root`: the form, then the card of the code the address carries, if any, and
 * of each code a later address carries. Resolves to a function that stops following the address.
 */
export async function startPublicPage({ root, language: firstLanguage, loadMessages }: PublicPageOptions): Promise<() => void> {
  let intl = createIntl({ locale: localeOf(firstLanguage), defaultLocale: 'en', messages: await loadMessages(firstLanguage) }, cache);
  let language = firstLanguage;
  let status: Status = { kind: 'idle' };
  /** Each lookup's number: an answer that arrives after a newer lookup started is dropped. */
  let latest = 0;

  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const has = (id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id);

  let input: HTMLInputElement;
  let codeError: HTMLElement;
  let result: HTMLElement;

  async function check(code: string, focusResult: boolean): Promise<void> {
    const number = ++latest;
    show({ kind: 'loading', code }, false);
    const answer = await lookupCard(code);
    if (number === latest) show({ ...answer, code }, focusResult);
  }

  function submit(event: Event): void {
    event.preventDefault();
    const code = normaliseAccessCode(input.value);
    if (!isAccessCode(code)) {
      latest++;
      show({ kind: 'invalid' }, false);
      input.focus();
      return;
    }
    input.value = groupAccessCode(code);
    void check(code, true);
  }

  function fromAddress(): void {
    const typed = codeFromHash(window.location.hash);
    if (typed === undefined) return;
    const code = normaliseAccessCode(typed);
    input.value = isAccessCode(code) ? groupAccessCode(code) : typed;
    if (isAccessCode(code)) void check(code, false);
    else show({ kind: 'invalid' }, false);
  }

  async function switchLanguage(next: Language): Promise<void> {
    try {
      const messages = await loadMessages(next);
      intl = createIntl({ locale: localeOf(next), defaultLocale: 'en', messages }, cache);
      language = next;
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch (error) {
      console.error(error);
    }
    render();
    document.getElementById('pp-language')?.focus();
  }

  function field(label: string, value: Child, valueLang?: string): Node[] {
    return [h('dt', {}, label), h('dd', { lang: valueLang }, value)];
  }

  function periodText(type: string, period: number): string {
    const id = `publicPage.period.${type}`;
    return PERIOD_TYPES.has(type) && has(id) ? t(id, { number: intl.formatNumber(period) }) : `${type} ${period}`;
  }

  function validCard(code: string, card: PublicCard): Node {
    const name = `${card.lastName} ${card.firstName}`;
    const report = card.reportCard;
    const decisionId = report?.decision ? `publicPage.decision.${report.decision}` : '';
    const photo =
      card.hasPhoto &&
      h('img', {
        class: 'photo',
        src: photoUrl(code),
        alt: t('publicPage.photo', { name }),
        width: '120',
        height: '150',
        // No photo after all (deleted since, or the code revoked meanwhile): no broken image.
        onerror: (event: Event) => (event.target as HTMLElement).remove(),
      });
    return h(
      'section',
      { class: 'result valid', 'aria-labelledby': 'pp-result-title' },
      h('h2', { id: 'pp-result-title', class: 'verdict', tabindex: '-1' }, checkIcon(), ' ', t('publicPage.valid')),
      h(
        'div',
        { class: 'person' },
        photo,
        h(
          'dl',
          {},
          ...field(t('publicPage.field.lastName'), h('bdi', {}, card.lastName)),
          ...field(t('publicPage.field.firstName'), h('bdi', {}, card.firstName)),
          ...field(t('publicPage.field.matricule'), h('bdi', {}, card.matricule)),
        ),
      ),
      h(
        'dl',
        {},
        ...field(t('publicPage.field.classroom'), h('bdi', {}, card.classroomName)),
        ...field(t('publicPage.field.schoolYear'), localizeDigits(card.schoolYearName, intl)),
        ...field(
          t('publicPage.field.validUntil'),
          intl.formatDate(dayOf(card.validUntil), { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
        ),
        ...field(t('publicPage.field.school'), h('bdi', {}, card.schoolName)),
      ),
      report &&
        h(
          'section',
          { class: 'report', 'aria-labelledby': 'pp-report-title' },
          h('h3', { id: 'pp-report-title' }, t('publicPage.reportCard.title')),
          h(
            'dl',
            {},
            ...field(t('publicPage.reportCard.period'), periodText(report.periodType, report.period)),
            ...field(
              t('publicPage.reportCard.average'),
              report.average === null
                ? '–'
                : t('publicPage.reportCard.averageValue', {
                    average: intl.formatNumber(report.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
                  }),
            ),
            ...field(
              t('publicPage.reportCard.rank'),
              report.rank === null
                ? '–'
                : t('publicPage.reportCard.rankValue', { rank: intl.formatNumber(report.rank), size: intl.formatNumber(report.classSize) }),
            ),
            ...(report.decision
              ? field(t('publicPage.reportCard.decision'), has(decisionId) ? t(decisionId) : h('bdi', {}, report.decision))
              : []),
          ),
        ),
    );
  }

  /** A result that is not a valid card: its title, what to do, and perhaps a button. */
  function notice(kind: string, title: string, text: string, action?: Node): Node {
    return h(
      'section',
      { class: `result ${kind}`, 'aria-labelledby': 'pp-result-title' },
      h('h2', { id: 'pp-result-title', class: 'verdict', tabindex: '-1' }, title),
      h('p', {}, text),
      action,
    );
  }

  function waitText(seconds: number | undefined): string {
    if (seconds === undefined) return t('publicPage.tooMany.later');
    if (seconds < 60) return t('publicPage.tooMany.seconds', { seconds: Math.max(1, seconds) });
    return t('publicPage.tooMany.minutes', { minutes: Math.ceil(seconds / 60) });
  }

  function resultOf(current: Status): Node | null {
    switch (current.kind) {
      case 'idle':
      case 'invalid':
        return null;
      case 'loading':
        return h('p', { class: 'loading', role: 'status' }, t('publicPage.loading'));
      case 'valid':
        return validCard(current.code, current.card);
      case 'notFound':
        return notice('not-found', t('publicPage.notFound.title'), t('publicPage.notFound.help'));
      case 'tooMany':
        return notice('too-many', t('publicPage.tooMany.title'), waitText(current.seconds));
      case 'failed': {
        const { code } = current;
        const retry = h('button', { type: 'button', class: 'secondary', onclick: () => void check(code, true) }, t('publicPage.retry'));
        return notice('failed', t('publicPage.failed.title'), t('publicPage.failed.help'), retry);
      }
    }
  }

  /** Shows a state: the code field's error, and the result below the form. */
  function show(next: Status, focusResult: boolean): void {
    status = next;
    const invalid = next.kind === 'invalid';
    input.setAttribute('aria-invalid', String(invalid));
    input.setAttribute('aria-describedby', invalid ? 'pp-code-error pp-code-hint' : 'pp-code-hint');
    codeError.hidden = !invalid;
    result.replaceChildren(...[resultOf(next)].filter((node): node is Node => node !== null));
    if (focusResult) document.getElementById('pp-result-title')?.focus();
  }

  /** The whole page in the current language, keeping what was typed and the result shown. */
  function render(): void {
    const typed = input?.value ?? '';
    document.documentElement.lang = localeOf(language);
    document.documentElement.dir = directionOf(language);
    document.title = `${t('publicPage.title')} · ${t('app.name')}`;

    const select = h(
      'select',
      { id: 'pp-language', onchange: (event: Event) => void switchLanguage((event.target as HTMLSelectElement).value as Language) },
      ...LANGUAGES.map((option) => {
        const element = h('option', { value: option, lang: localeOf(option) }, LANGUAGE_NAMES[option]);
        element.selected = option === language;
        return element;
      }),
    );
    input = h('input', {
      id: 'pp-code',
      name: 'code',
      type: 'text',
      dir: 'ltr',
      autocomplete: 'off',
      autocapitalize: 'characters',
      spellcheck: 'false',
      enterkeyhint: 'go',
      'aria-describedby': 'pp-code-hint',
    });
    input.value = typed;
    codeError = h('p', { id: 'pp-code-error', class: 'error' }, t('publicPage.code.invalid'));
    result = h('div', { id: 'pp-result' });

    root.replaceChildren(
      h(
        'header',
        { class: 'bar' },
        h('span', { class: 'brand' }, t('app.name')),
        h('div', { class: 'language' }, h('label', { for: 'pp-language' }, t('publicPage.language')), select),
      ),
      h(
        'main',
        {},
        h('h1', {}, t('publicPage.title')),
        h('p', { class: 'intro' }, t('publicPage.intro')),
        h(
          'form',
          { class: 'lookup', novalidate: true, onsubmit: submit },
          h('label', { for: 'pp-code' }, t('publicPage.code.label')),
          input,
          h('p', { id: 'pp-code-hint', class: 'hint' }, t('publicPage.code.hint')),
          codeError,
          h('button', { type: 'submit' }, t('publicPage.check')),
        ),
        result,
      ),
    );
    show(status, false);
  }

  render();
  window.addEventListener('hashchange', fromAddress);
  fromAddress();
  return () => window.removeEventListener('hashchange', fromAddress);
}
