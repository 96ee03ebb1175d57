/**
 * The build's environment settings (spec point 1). Every value has a safe default here; a build can
 * override it from SCOLA_* environment variables, which webpack's DefinePlugin bakes in as the
 * `__SCOLA_ENV__` object (see webpack.config.js). Jest defines nothing, so the defaults apply there.
 */
declare const __SCOLA_ENV__: Partial<Record<EnvironmentKey, string>> | undefined;

export interface Environment {
  /** Name of the demo environment, shown nowhere critical but kept for support requests. */
  demoEnvironmentName: string;
  /** Shown in the app bar until the signed-in user's school is known. */
  defaultSchoolName: string;
  /** The team's contact address. */
  teamEmail: string;
  /** Default subject (in French, as the product asks) of a request for a custom quote. */
  customQuoteSubject: string;
  /** The extra module is switched off in this product. */
  extraModule: boolean;
  production: boolean;
  demo: boolean;
  /** '' means the API is on the same origin as the page. */
  apiBaseUrl: string;
  /** OAuth client credentials sent with the password grant; these are the server's defaults. */
  clientId: string;
  clientSecret: string;
}

/** Build-time variable name of each setting. */
export const ENVIRONMENT_VARIABLES = {
  demoEnvironmentName: 'SCOLA_DEMO_ENV_NAME',
  defaultSchoolName: 'SCOLA_DEFAULT_SCHOOL_NAME',
  teamEmail: 'SCOLA_TEAM_EMAIL',
  customQuoteSubject: 'SCOLA_CUSTOM_QUOTE_SUBJECT',
  extraModule: 'SCOLA_EXTRA_MODULE',
  production: 'SCOLA_PRODUCTION',
  demo: 'SCOLA_DEMO',
  apiBaseUrl: 'SCOLA_API_BASE_URL',
  clientId: 'SCOLA_OAUTH_CLIENT_ID',
  clientSecret: 'SCOLA_OAUTH_CLIENT_SECRET',
} as const satisfies Record<keyof Environment, string>;
type EnvironmentKey = (typeof ENVIRONMENT_VARIABLES)[keyof Environment];

const overrides: Partial<Record<EnvironmentKey, string>> = typeof __SCOLA_ENV__ === 'undefined' ? {} : __SCOLA_ENV__;

const text = (key: keyof Environment, fallback: string): string => overrides[ENVIRONMENT_VARIABLES[key]] ?? fallback;
const flag = (key: keyof Environment, fallback: boolean): boolean => {
  const raw = overrides[ENVIRONMENT_VARIABLES[key]];
  return raw === undefined || raw === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
};

export const environment: Readonly<Environment> = Object.freeze({
  demoEnvironmentName: text('demoEnvironmentName', 'demo'),
  defaultSchoolName: text('defaultSchoolName', 'Scola'),
  teamEmail: text('teamEmail', 'team@scola.example'),
  customQuoteSubject: text('customQuoteSubject', 'Demande de devis personnalisé'),
  extraModule: flag('extraModule', false),
  production: flag('production', true),
  demo: flag('demo', true),
  apiBaseUrl: text('apiBaseUrl', ''),
  clientId: text('clientId', 'scola-web'),
  clientSecret: text('clientSecret', 'scola-web-secret'),
});
