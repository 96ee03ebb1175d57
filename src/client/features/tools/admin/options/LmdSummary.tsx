import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { isEvaluationTypeAvailable, type LmdRates } from '../../../../../domain/evaluation';
import { rateSum } from './optionDrafts';

/** In the order a teacher meets them: continuous work first, the exam and its resit last. */
const TYPES = ['CC', 'TP', 'TPE', 'SN', 'SR'] as const;

/** The running total of the four LMD rates and the evaluation types they make available, live. */
export function LmdSummary({ rates }: { rates: LmdRates }) {
  const intl = useIntl();
  const sum = rateSum(rates);
  const available = TYPES.filter((type) => isEvaluationTypeAvailable(type, rates));
  return (
    <Box sx={{ mt: 1 }} aria-live="polite" data-testid="lmd-summary">
      <Typography color={sum === 100 ? 'success.main' : 'error.main'} sx={{ fontWeight: 500 }}>
        <FormattedMessage id="toolsAdmin.options.lmd.sum" values={{ sum }} />
      </Typography>
      {sum !== 100 && (
        <Typography color="error.main" variant="body2">
          <FormattedMessage id="toolsAdmin.options.lmd.mustBe100" />
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        {TYPES.map((type) => {
          const on = available.includes(type);
          const name = intl.formatMessage({ id: `toolsAdmin.evaluationTypes.${type}` });
          const state = intl.formatMessage({ id: on ? 'toolsAdmin.options.lmd.on' : 'toolsAdmin.options.lmd.off' });
          return (
            <Chip
              key={type}
              label={type}
              title={`${name}: ${state}`}
              aria-label={`${name}: ${state}`}
              color={on ? 'success' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              size="small"
            />
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {available.length > 0 ? (
          <FormattedMessage id="toolsAdmin.options.lmd.available" values={{ types: intl.formatList(available, { type: 'conjunction' }) }} />
        ) : (
          <FormattedMessage id="toolsAdmin.options.lmd.noneAvailable" />
        )}
      </Typography>
    </Box>
  );
}
