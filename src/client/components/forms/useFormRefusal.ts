import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { formRefusalOf, type FormRefusal, type RefusalOptions } from './serverErrors';

/**
 * A server refusal held for a form that keeps its own state rather than formik's (the sign-in
 * page, enrolment, options). `refuse(error)` answers false when the error is not the form's, so
 * the caller opens the error dialog instead.
 */
export function useFormRefusal({ owns, tooManyId }: RefusalOptions) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const refuse = (error: unknown): boolean => {
    const found = formRefusalOf(error, intl, { owns, tooManyId });
    setRefusal(found);
    return found !== null;
  };
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, refuse, clear };
}
