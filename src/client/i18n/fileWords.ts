import type { IntlShape } from 'react-intl';
import type { FileWords } from '../../domain/fileNames';

/** The screen's words for a file's name, for the recipes of domain/fileNames.ts the server uses too. */
export const fileWordsOf =
  (intl: IntlShape): FileWords =>
  (id, values) =>
    intl.formatMessage({ id }, values);
