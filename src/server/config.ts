/** Server settings, read once from the environment (README, "Configuration"). */
import path from 'node:path';
import { AUDIT_RETENTION_DAYS } from './services/shared/audit';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where backups are written (a second disk or a USB stick is best); `DATA_DIR/backups` by default. */
  backupDir: string;
  /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
  databaseUrl?: string;
  oauthClientId: string;
  oauthClientSecret: string;
  tokenLifetimeSeconds: number;
  /** Failed sign-ins allowed per account in one window, and from one address across accounts. */
  signInMaxAttempts: number;
  signInMaxAddressAttempts: number;
  signInWindowMs: number;
  seedDemo: boolean;
  schoolName: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where the built client lives; the API still runs when it is missing. */
  clientDir: string;
  logLevel: string;
  /** How many days the audit log keeps an entry. */
  auditRetentionDays: number;
  /** Behind a proxy, trust X-Forwarded-For for the client address (rate limits). */
  trustProxy: boolean;
  /** The address the cards' QR codes open (`https://school.example`); the office's own address when unset. */
  publicUrl?: string;
  /** The key access codes are hashed with; a key file in the data directory when unset. */
  accessCodeKey?: string;
  /** Public lookups: failures allowed from one address an hour, and from everyone together an hour. */
  lookupMaxAddressFailures: number;
  lookupMaxFailures: number;
  /** Public lookups allowed from one address a minute, found or not. */
  lookupMaxAddressLookups: number;
  /** The HTTP gateway notices to guardians go through by SMS (README, "SMS gateway"); unset: SMS notices wait. */
  smsGateway?: SmsGatewayConfig;
}

export interface SmsGatewayConfig {
  url: string;
  method: 'POST' | 'PUT' | 'GET';
  /** The request body with {phone}, {text} and {id}; JSON-escaped when the template is JSON, URL-encoded otherwise. */
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export const DEFAULT_SMS_BODY = '{"to":"{phone}","text":"{text}","reference":"{id}"}';

/** `Name: value` pairs separated by new lines or `;`, or a JSON object. */
export function parseHeaders(text: string | undefined): Record<string, string> {
  if (!text?.trim()) return {};
  if (text.trim().startsWith('{')) return JSON.parse(text) as Record<string, string>;
  const headers: Record<string, string> = {};
  for (const pair of text.split(/[\n;]/)) {
    const at = pair.indexOf(':');
    if (at > 0) headers[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return headers;
}

function readSmsGateway(env: NodeJS.ProcessEnv): SmsGatewayConfig | undefined {
  if (!env.SMS_GATEWAY_URL) return undefined;
  const method = (env.SMS_GATEWAY_METHOD || 'POST').toUpperCase();
  const headers = parseHeaders(env.SMS_GATEWAY_HEADERS);
  if (env.SMS_GATEWAY_TOKEN) headers.Authorization = `Bearer ${env.SMS_GATEWAY_TOKEN}`;
  return {
    url: env.SMS_GATEWAY_URL,
    method: method === 'GET' || method === 'PUT' ? method : 'POST',
    body: env.SMS_GATEWAY_BODY || DEFAULT_SMS_BODY,
    headers,
    timeoutMs: int(env.SMS_GATEWAY_TIMEOUT_MS, 10_000),
  };
}

const int = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    backupDir: path.resolve(root, env.BACKUP_DIR || path.join(env.DATA_DIR || 'data', 'backups')),
    databaseUrl: env.DATABASE_URL || undefined,
    oauthClientId: env.OAUTH_CLIENT_ID || 'scola-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || 'scola-web-secret',
    tokenLifetimeSeconds: int(env.TOKEN_LIFETIME_SECONDS, 8 * 3600),
    signInMaxAttempts: int(env.SIGN_IN_MAX_ATTEMPTS, 10),
    signInMaxAddressAttempts: int(env.SIGN_IN_MAX_ADDRESS_ATTEMPTS, 50),
    signInWindowMs: int(env.SIGN_IN_WINDOW_SECONDS, 15 * 60) * 1000,
    seedDemo: env.SEED_DEMO !== 'false',
    schoolName: env.SCHOOL_NAME || 'Lycée bilingue de démonstration',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Scola <no-reply@scola.local>',
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    auditRetentionDays: int(env.AUDIT_RETENTION_DAYS, AUDIT_RETENTION_DAYS),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    accessCodeKey: env.ACCESS_CODE_KEY || undefined,
    lookupMaxAddressFailures: int(env.LOOKUP_MAX_ADDRESS_FAILURES, 10),
    lookupMaxFailures: int(env.LOOKUP_MAX_FAILURES, 500),
    lookupMaxAddressLookups: int(env.LOOKUP_MAX_ADDRESS_LOOKUPS, 120),
    smsGateway: readSmsGateway(env),
  };
}
