import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LMD_RATE_NAMES } from '../../../../domain/evaluation';
import type { Option } from '../../../../domain/options';
import { useListOptionsQuery, useUpdateOptionsMutation } from '../../../api/optionsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { FormAlert } from '../../../components/forms/FormAlert';
import { formRefusalOf } from '../../../components/forms/serverErrors';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToasts } from '../../../components/toasts/useToasts';
import { LmdSummary } from './options/LmdSummary';
import { OptionField } from './options/OptionField';
import { SchoolLogo } from './options/SchoolLogo';
import { changedOptions, draftProblem, draftRates, draftsOf, hasLmdRates, rateSum, type Drafts } from './options/optionDrafts';
import { groupOf, OPTION_GROUPS, sortOptions } from './options/optionMeta';
import { Restricted } from './Restricted';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * The option a 400's field names, by name or by its place in the list sent (`options[2].value`);
 * undefined when the form shows no such option.
 */
function optionNameOf(path: string, sent: { name: string }[], shown: Option[]): string | undefined {
  const index = /^options\[(\d+)\]/.exec(path)?.[1];
  const name = index !== undefined ? sent[Number(index)]?.name : path;
  return shown.some((option) => option.name === name) ? name : undefined;
}

function OptionsForm({ options }: { options: Option[] }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [updateOptions, { isLoading: saving }] = useUpdateOptionsMutation();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(options));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);

  const sorted = useMemo(() => sortOptions(options), [options]);
  const changes = changedOptions(options, drafts);
  // An option that arrived after the form opened shows its saved value until edited.
  const draftOf = (option: Option) => drafts[option.name] ?? option.value;
  const problems = Object.fromEntries(options.map((option) => [option.name, draftProblem(option, draftOf(option))]));
  const invalid = Object.values(problems).some(Boolean);
  const showLmd = hasLmdRates(options);
  const rates = draftRates(options, drafts);
  const ratesChanged = changes.some((change) => (LMD_RATE_NAMES as readonly string[]).includes(change.name));
  const ratesWrong = showLmd && ratesChanged && rateSum(rates) !== 100;

  const errorOf = (name: string): string | undefined => {
    const problem = problems[name];
    if (problem) return intl.formatMessage({ id: `toolsAdmin.options.invalid.${problem.key}` }, problem.values);
    return serverErrors[name];
  };

  const change = (name: string) => (value: string) => {
    setDrafts((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const save = async () => {
    setFormError(undefined);
    try {
      await updateOptions({ options: changes }).unwrap();
      setServerErrors({});
      toasts.success();
    } catch (error) {
      const nameOf = (path: string) => optionNameOf(path, changes, options);
      const refusal = formRefusalOf(error, intl, { owns: (path) => nameOf(path) !== undefined });
      if (!refusal) return showError(error);
      setServerErrors(Object.fromEntries(Object.entries(refusal.fields).map(([path, message]) => [nameOf(path) ?? path, message])));
      setFormError(refusal.message);
    }
  };

  const undo = () => {
    setDrafts(draftsOf(options));
    setServerErrors({});
    setFormError(undefined);
  };

  return (
    <Box>
      <FormAlert message={formError} />
      <Grid container spacing={2}>
        {OPTION_GROUPS.map((group) => {
          const members = sorted.filter((option) => groupOf(option.name) === group);
          if (members.length === 0) return null;
          return (
            <Grid key={group} size={{ xs: 12, lg: group === 'lmd' || group === 'letterhead' ? 12 : 6 }}>
              <Paper variant="outlined" component="section" aria-labelledby={`options-group-${group}`} sx={{ p: 2, height: '100%' }}>
                <Typography variant="h6" component="h2" id={`options-group-${group}`}>
                  <FormattedMessage id={`toolsAdmin.options.groups.${group}`} />
                </Typography>
                <Grid container columnSpacing={2}>
                  {members.map((option) => (
                    <Grid key={option.name} size={{ xs: 12, sm: 6, md: group === 'lmd' ? 4 : 6 }}>
                      <OptionField option={option} value={draftOf(option)} error={errorOf(option.name)} onChange={change(option.name)} />
                    </Grid>
                  ))}
                </Grid>
                {group === 'lmd' && showLmd && <LmdSummary rates={rates} />}
                {group === 'letterhead' && <SchoolLogo />}
              </Paper>
            </Grid>
          );
        })}
      </Grid>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void save()} disabled={changes.length === 0 || invalid || ratesWrong || saving}>
          <FormattedMessage id="common.save" />
        </Button>
        <Button onClick={undo} disabled={changes.length === 0 || saving}>
          <FormattedMessage id="toolsAdmin.options.undo" />
        </Button>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="toolsAdmin.options.changes" values={{ count: changes.length }} />
        </Typography>
      </Box>
    </Box>
  );
}

function OptionsContent() {
  const { data, isLoading, isError, refetch } = useListOptionsQuery();
  if (isLoading) return <PageSpinner />;
  if (isError || !data) {
    return (
      <LoadFailed onRetry={() => void refetch()}>
        <FormattedMessage id="toolsAdmin.options.error" />
      </LoadFailed>
    );
  }
  if (data.data.length === 0) {
    return (
      <Alert severity="info">
        <FormattedMessage id="toolsAdmin.options.empty" />
      </Alert>
    );
  }
  return <OptionsForm options={data.data} />;
}

/** The school's options (settings.manage): one editor per option, saved together. */
export default function OptionsTab() {
  return (
    <Restricted permission="settings.manage">
      <OptionsContent />
    </Restricted>
  );
}
