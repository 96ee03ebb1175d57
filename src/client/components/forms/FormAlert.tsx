import Alert from '@mui/material/Alert';

/** The message of a refusal that no single input explains, at the top of its form (an alert, so screen readers say it). */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }}>
      {message}
    </Alert>
  );
}
