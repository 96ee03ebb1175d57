/**
 * The other linter integrators run on docs/api/openapi.json: Spectral's `spectral:oas` ruleset, with
 * the recommended rules `spectral lint` applies, must find no error and no warning but those
 * accepted below, each with its reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { OPENAPI_FILE, ROOT } from './tools';

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const ERROR = 0;

const ACCEPTED_WARNINGS: Readonly<Record<string, string>> = {
  'info-contact':
    'Each school runs its own copy and is its own contact; the document has no address to give every integrator (Redocly, which agrees, does not ask for one).',
};

const describeProblem = (problem: ISpectralDiagnostic) => `${problem.code} at ${problem.path.join('.')}: ${problem.message}`;

it('passes Spectral oas lint with no error and no warning but the accepted ones', async () => {
  const spectral = new Spectral();
  // The package types its rulesets narrower than setRuleset takes them, as Spectral's own docs use them.
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const text = fs.readFileSync(path.join(ROOT, OPENAPI_FILE), 'utf8');
  const problems = await spectral.run(new Document(text, Json, OPENAPI_FILE));
  const errors = problems.filter((problem) => problem.severity === ERROR);
  const warnings = problems.filter((problem) => problem.severity !== ERROR && !(String(problem.code) in ACCEPTED_WARNINGS));
  expect({ errors: errors.map(describeProblem), warnings: warnings.map(describeProblem) }).toEqual({ errors: [], warnings: [] });
}, 120_000);
