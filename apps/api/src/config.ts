import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, found from this file rather than the working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Public origin of the site, used in links, Open Graph tags, the sitemap and payment callbacks. */
    PUBLIC_URL: z.url().optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** PostgreSQL connection string; unset means the embedded PGlite database under DATA_DIR. */
    DATABASE_URL: z.string().startsWith('postgres', 'must be a postgres:// URL').optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** Built single-page app served on the same port; unset means apps/web/dist when it exists. */
    WEB_DIST_DIR: z.string().optional(),
    /** Seed the demo catalogue when the database is empty. */
    SEED_ON_START: z.enum(['true', 'false']).default('true'),
    /** Secrets: required in production; generated and kept under DATA_DIR otherwise. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(900).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    ADMIN_PHONES: csv,
    STAFF_PHONES: csv,
    /** Expose the latest OTP of a number (development and tests only; always closed in production). */
    OTP_DEV_PEEK: z.enum(['true', 'false']).optional(),
    /** OTP send limits (issue 5). Production keeps the defaults; local end-to-end runs raise them. */
    OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    OTP_MAX_PER_NUMBER_10_MIN: z.coerce.number().int().min(1).default(3),
    OTP_MAX_PER_NUMBER_DAY: z.coerce.number().int().min(1).default(10),
    /** Mobile carriers put many people behind one address (CGNAT); raise this if real users hit it. */
    OTP_MAX_PER_IP_HOUR: z.coerce.number().int().min(1).default(10),
    SMS_PROVIDER: z.enum(['outbox', 'msg91']).default('outbox'),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_SENDER_ID: z.string().optional(),
    MSG91_OTP_TEMPLATE_ID: z.string().optional(),
    MSG91_BOOKING_TEMPLATE_ID: z.string().optional(),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Staybook <bookings@staybook.in>'),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
    /** Minutes an unpaid booking holds its rooms. */
    HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
    /** GST slabs on the nightly tariff per room, as "limitRupees:percent,…,*:percent". */
    GST_SLABS: z
      .string()
      .default('1000:0,7500:5,*:18')
      .refine((v) => /^(\d+:\d+(\.\d+)?,)*\*:\d+(\.\d+)?$/.test(v), 'must look like 1000:0,7500:5,*:18'),
    REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL').optional(),
    /** Requests a minute per client address across the API; 0 turns the general limit off (benchmarks). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(8_388_608),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.AUTH_SECRET) ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    if (env.OTP_DEV_PEEK === 'true')
      ctx.addIssue({ code: 'custom', path: ['OTP_DEV_PEEK'], message: 'cannot be enabled in production' });
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=razorpay' });
    }
    if (env.SMS_PROVIDER === 'msg91') {
      for (const key of ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_OTP_TEMPLATE_ID'] as const)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=msg91' });
    }
    if (env.MAIL_PROVIDER === 'smtp' && !env.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_PROVIDER=smtp' });
  });

export type Env = z.infer<typeof envSchema>;

export interface GstSlab {
  /** Upper bound of the nightly tariff in paise, inclusive; null for the last slab. */
  upToPaise: number | null;
  percent: number;
}

export interface Config extends Omit<Env, 'GST_SLABS' | 'TRUST_PROXY' | 'SEED_ON_START' | 'OTP_DEV_PEEK'> {
  isProduction: boolean;
  trustProxy: boolean;
  seedOnStart: boolean;
  otpDevPeek: boolean;
  gstSlabs: GstSlab[];
  authSecret: string;
  publicUrl: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function parseGstSlabs(text: string): GstSlab[] {
  return text.split(',').map((part) => {
    const [limit, percent] = part.split(':') as [string, string];
    return { upToPaise: limit === '*' ? null : Number(limit) * 100, percent: Number(percent) };
  });
}

/** A secret kept under DATA_DIR so that development restarts keep sessions valid. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The only reader of the environment. Fails listing every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse({ ...cleaned, ...overrides });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  return {
    ...e,
    DATA_DIR: dataDir,
    isProduction,
    trustProxy: e.TRUST_PROXY === 'true',
    seedOnStart: e.SEED_ON_START === 'true',
    otpDevPeek: !isProduction && e.OTP_DEV_PEEK !== 'false',
    gstSlabs: parseGstSlabs(e.GST_SLABS),
    authSecret: e.AUTH_SECRET ?? (e.NODE_ENV === 'test' ? 'test-secret-'.padEnd(48, 'x') : localSecret(dataDir)),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}
