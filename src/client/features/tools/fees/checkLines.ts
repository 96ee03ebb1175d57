import type { IntlShape } from 'react-intl';
import type { ValidationError } from 'yup';
import { scheduleBody } from '../../../../domain/contract/feeSetup';
import { translateValidation } from '../../../components/forms/useSchemaForm';
import { bodyOf, messagesByLine, type Line, type LinesMessages } from './scheduleLines';

/** What the contract refuses in the lines, before anything is sent: the server checks the same rules. */
export function checkLines(lines: readonly Line[], intl: IntlShape): LinesMessages {
  try {
    scheduleBody.validateSync(bodyOf(lines), { abortEarly: false });
    return {};
  } catch (error) {
    const issues = (error as ValidationError).inner?.length ? (error as ValidationError).inner : [error as ValidationError];
    const byPath: Record<string, string> = {};
    for (const issue of issues) {
      if (issue.path && !(issue.path in byPath)) byPath[issue.path] = translateValidation(intl, issue.errors[0]);
    }
    return messagesByLine(byPath, lines).lines;
  }
}
