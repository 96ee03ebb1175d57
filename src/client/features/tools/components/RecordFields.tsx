import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { getIn, type FormikProps, type FormikValues } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { splitList, type FieldSpec } from './fieldSpecs';

/** The first message of a field's error; a list field's errors may be one per item. */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    for (const inner of Object.values(error)) {
      const message = firstMessage(inner);
      if (message) return message;
    }
  }
  return undefined;
}

const OTHER = '__other';

interface Props<V extends FormikValues> {
  formId: string;
  formik: FormikProps<V>;
  fields: FieldSpec<V>[];
}

/** The inputs of a record form, as its field specs describe them. */
export function RecordFields<V extends FormikValues>({ formId, formik, fields }: Props<V>) {
  return (
    <>
      {fields
        .filter((field) => !field.hidden?.(formik.values))
        .map((field) => (
          <RecordField key={field.name} formId={formId} formik={formik} field={field} />
        ))}
    </>
  );
}

function RecordField<V extends FormikValues>({ formId, formik, field }: { formId: string; formik: FormikProps<V>; field: FieldSpec<V> }) {
  const intl = useIntl();
  const value: unknown = getIn(formik.values, field.name);
  const error = getIn(formik.touched, field.name) ? firstMessage(getIn(formik.errors, field.name)) : undefined;
  const common = {
    id: `${formId}-${field.name}`,
    name: field.name,
    label: intl.formatMessage({ id: field.labelId }),
    value: value ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    // A blank helper keeps the form from jumping when a message appears.
    helperText: error ?? (field.helperId ? intl.formatMessage({ id: field.helperId }) : ' '),
    required: field.required,
    fullWidth: true,
    margin: 'dense' as const,
  };

  switch (field.kind) {
    case 'switch':
      return (
        <FormControlLabel
          sx={{ my: 1 }}
          control={
            <Switch
              id={common.id}
              name={field.name}
              checked={Boolean(value)}
              onChange={(_, checked) => void formik.setFieldValue(field.name, checked)}
            />
          }
          label={common.label}
        />
      );
    case 'date':
    case 'time':
      return <TextField {...common} type={field.kind} slotProps={{ inputLabel: { shrink: true } }} />;
    case 'number':
      return <TextField {...common} type="number" slotProps={{ htmlInput: { step: field.step ?? 1 } }} />;
    case 'select':
      return (
        <TextField {...common} select>
          {field.noneLabelId && (
            <MenuItem value="">
              <em>{intl.formatMessage({ id: field.noneLabelId })}</em>
            </MenuItem>
          )}
          {field.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'choiceOrText':
      return <ChoiceOrText formik={formik} field={field} common={common} />;
    case 'list':
      return (
        <>
          <TextField {...common} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
            {splitList(String(value ?? '')).map((item, index) => (
              <Chip key={`${index}-${item}`} label={item} size="small" />
            ))}
          </Box>
        </>
      );
    default:
      return <TextField {...common} />;
  }
}

type CommonProps = {
  id: string;
  name: string;
  label: string;
  helperText: string;
  error: boolean;
  required?: boolean;
  fullWidth: boolean;
  margin: 'dense';
};

/** A select of the usual values plus "other", which opens a text input for any value. */
function ChoiceOrText<V extends FormikValues>({
  formik,
  field,
  common,
}: {
  formik: FormikProps<V>;
  field: FieldSpec<V> & { kind: 'choiceOrText' };
  common: CommonProps;
}) {
  const intl = useIntl();
  const value = String(getIn(formik.values, field.name) ?? '');
  const known = field.options.some((option) => option.value === value);
  const [other, setOther] = useState(!known && value !== '');
  const choice = other ? OTHER : value;
  return (
    <>
      <TextField
        {...common}
        id={`${common.id}-choice`}
        name={`${field.name}-choice`}
        select
        value={choice}
        helperText={other ? ' ' : common.helperText}
        onChange={(event) => {
          const picked = event.target.value;
          setOther(picked === OTHER);
          void formik.setFieldValue(field.name, picked === OTHER ? '' : picked);
        }}
      >
        {field.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
        <MenuItem value={OTHER}>{intl.formatMessage({ id: 'tools.form.other' })}</MenuItem>
      </TextField>
      {other && (
        <TextField
          {...common}
          label={intl.formatMessage({ id: 'tools.form.otherValue' }, { field: common.label })}
          value={value}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </>
  );
}
