/**
 * Integrators lint and import docs/api/openapi.json with standard tools: Redocly CLI's recommended
 * rules (redocly.yaml, and the exceptions in .redocly.lint-ignore.yaml, each with its reason) must
 * find nothing, neither error nor warning.
 */
import { OPENAPI_FILE, runTool } from './tools';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

it('passes Redocly recommended lint with no error and no warning', () => {
  const run = runTool('redocly', ['lint', OPENAPI_FILE, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '1000']);
  let report: LintReport;
  try {
    report = JSON.parse(run.stdout) as LintReport;
  } catch {
    throw new Error(`redocly lint did not answer JSON:\n${run.output}`);
  }
  const problems = report.problems.map(
    (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
  );
  expect(problems).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  expect(run.status).toBe(0);
}, 120_000);
