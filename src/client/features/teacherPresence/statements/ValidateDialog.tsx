import { useState } from 'react';
import type { Statement } from '../../../../domain/contract/teacherStatements';
import { useValidateStatementMutation } from '../../../api/teacherStatementsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { chooseAlert, statusOf } from '../../../components/alerts/chooseAlert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToasts } from '../../../components/toasts/useToasts';
import type { StatementFormat } from './useStatementFormat';

/**
 * Asks before freezing a statement, and warns when some of the month's hours are still unchecked
 * (neither recorded nor covered by a roll call): once validated they are never paid on it. A
 * refusal the dialog can explain (validated meanwhile, a month not yet begun) is told inside it.
 */
export function ValidateDialog({ statement, format, onClose }: { statement: Statement; format: StatementFormat; onClose: () => void }) {
  const [validate] = useValidateStatementMutation();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [errorText, setErrorText] = useState<string | undefined>(undefined);
  const confirm = async () => {
    try {
      await validate({ month: statement.month, teacherId: statement.teacherId }).unwrap();
      toasts.success();
      onClose();
    } catch (error) {
      const status = statusOf(error);
      if (status === 400 || status === 409) setErrorText(chooseAlert(error).message);
      else showError(error);
    }
  };
  return (
    <ConfirmDialog
      onClose={onClose}
      onConfirm={confirm}
      subject={`${statement.teacherName} · ${format.month(statement.month)}`}
      titleId="presence.statements.validate.title"
      textId={statement.uncheckedHours > 0 ? 'presence.statements.validate.textUnchecked' : 'presence.statements.validate.text'}
      values={{ hours: format.hours(statement.uncheckedHours), amount: format.money(statement.amount) }}
      confirmId="presence.statements.validate.action"
      errorText={errorText}
    />
  );
}
