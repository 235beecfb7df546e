// Longer than 500 lines because it is the one reader of the environment: every setting's schema, its production
// refusal and its derived value stay together, so a setting is never read or checked anywhere else.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gstinProblem, normaliseGstin } from '@staybook/contract/gst';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@staybook/contract/languages';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '@staybook/contract/media';
import { rupeesToPaise } from '@staybook/contract/money';
import { normalizeIndianMobile } from '@staybook/contract/phone';
import { todayIst } from '@staybook/contract/stay-dates';
import { z } from 'zod';
import { HOW_TO_GENERATE, keyMaterialProblem, secretStrengthProblem } from './lib/secret-strength.js';

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

/** Mobile numbers in any spelling ('+91 98765 43210,09876543211'), kept as their 10 digits: what sign-in compares. */
const phoneList = csv.transform((entries, ctx) =>
  entries.map((entry) => {
    const mobile = normalizeIndianMobile(entry);
    if (mobile === null)
      ctx.issues.push({ code: 'custom', message: `'${entry}' is not an Indian mobile number`, input: entry });
    return mobile ?? entry;
  }),
);

const whatsappTemplateName = z
  .string()
  .regex(/^[a-z0-9_]{1,512}$/, 'must be a WhatsApp template name (lower-case letters, digits and _)')
  .optional();

/**
 * GST on hotel accommodation (SAC 996311) by the nightly tariff per room, as the law has stood (sources in
 * docs/configuration.md): from 1 July 2017 below ₹1,000 exempt, to ₹2,499 12%, to ₹7,499 18%, then 28%; from 1 October
 * 2019 to ₹1,000 exempt, to ₹7,500 12%, above 18%; from 18 July 2022 the exemption withdrawn (12% to ₹7,500); from
 * 22 September 2025 to ₹7,500 5% (without input tax credit), above 18%.
 */
export const DEFAULT_GST_SLABS =
  '2017-07-01=999:0,2499:12,7499:18,*:28;2019-10-01=1000:0,7500:12,*:18;2022-07-18=7500:12,*:18;2025-09-22=7500:5,*:18';

const envShape = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Where to listen; unset means loopback (127.0.0.1) outside production and every interface in production. */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the site, used in links, Open Graph tags, the sitemap and payment callbacks. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Proxies in front of the API whose X-Forwarded-For is believed: 'false', a hop count ('1' for one load
   * balancer), or a comma-separated list of their addresses/CIDRs. 'true' believes any client's header.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) => /^(true|false|\d{1,2})$/.test(v) || v.split(',').every((a) => /^[0-9a-fA-F.:/]+$/.test(a.trim())),
      "must be 'false', a number of proxies such as 1, or their addresses (10.0.0.0/8,10.1.2.3)",
    ),
  /** PostgreSQL connection string; unset means the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: z.string().startsWith('postgres', 'must be a postgres:// URL').optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Built single-page app served on the same port; unset means apps/web/dist when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  /** Guest pages rendered by the server from the app's components (needs the web build's server bundle). */
  SERVER_RENDERING: z.enum(['true', 'false']).default('true'),
  /**
   * Seed the demo catalogue (fictional properties, demo reviews and history) when the database is empty: on by
   * default in development, off in production, where `true` is refused (a live site must never publish it).
   */
  SEED_ON_START: z.enum(['true', 'false']).optional(),
  /** Secrets: required in production; generated and kept under DATA_DIR otherwise. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(900).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Bootstraps the first administrator: a listed number signing in while no administrator exists becomes one. */
  ADMIN_PHONES: phoneList,
  /** Gone: staff are invited in the console (decision 005). Still set means a deployment expects roles from it. */
  STAFF_PHONES: z
    .string()
    .optional()
    .refine((v) => !v?.trim(), 'is no longer read: invite staff in the console (/admin → Staff); remove it'),
  /** Lets this machine run a job as of a chosen instant (`POST /__dev/jobs/:name`); development and tests only. */
  DEV_JOBS: z.enum(['true', 'false']).default('false'),
  /**
   * `en-XA`: English's pages are served in the pseudo-locale (docs/languages.md) to a browser holding its cookie
   * (`staybook_pseudo_locale=en-XA`), for the browser stories; development and tests only, refused in production.
   */
  PSEUDO_LOCALE: z.enum(['en-XA']).optional(),
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
  /**
   * Issue 43: the booking template as registered with DLT in another language (its fixed text in that language,
   * Unicode for Hindi, the same variables). A booking made in a language without one is sent its SMS in English.
   */
  MSG91_BOOKING_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_BOOKING_TEMPLATE_ID_ES: z.string().optional(),
  MSG91_BOOKING_TEMPLATE_ID_FR: z.string().optional(),
  MSG91_BOOKING_TEMPLATE_ID_DE: z.string().optional(),
  MSG91_STAFF_INVITE_TEMPLATE_ID: z.string().optional(),
  /** The DLT template of the invitation to review a stay; without it that SMS is recorded as failed (e-mail still goes). */
  MSG91_REVIEW_TEMPLATE_ID: z.string().optional(),
  /** The review invitation's template registered in another language: its SMS in that language, else in English. */
  MSG91_REVIEW_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_REVIEW_TEMPLATE_ID_ES: z.string().optional(),
  MSG91_REVIEW_TEMPLATE_ID_FR: z.string().optional(),
  MSG91_REVIEW_TEMPLATE_ID_DE: z.string().optional(),
  /** Issue 23: the DLT templates of hotel contacts' messages and of the guest's arrival reminder. */
  MSG91_HOTEL_TEMPLATE_ID: z.string().optional(),
  MSG91_REMINDER_TEMPLATE_ID: z.string().optional(),
  /** The arrival reminder's template registered in another language: its SMS in that language, else in English. */
  MSG91_REMINDER_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_REMINDER_TEMPLATE_ID_ES: z.string().optional(),
  MSG91_REMINDER_TEMPLATE_ID_FR: z.string().optional(),
  MSG91_REMINDER_TEMPLATE_ID_DE: z.string().optional(),
  /** Issue 23: the DLT template of a desk booking's payment link. */
  MSG91_PAYMENT_LINK_TEMPLATE_ID: z.string().optional(),
  /** The payment link's template registered in another language: its SMS in that language, else in English. */
  MSG91_PAYMENT_LINK_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_PAYMENT_LINK_TEMPLATE_ID_ES: z.string().optional(),
  MSG91_PAYMENT_LINK_TEMPLATE_ID_FR: z.string().optional(),
  MSG91_PAYMENT_LINK_TEMPLATE_ID_DE: z.string().optional(),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  /**
   * Hotel contacts' WhatsApp messages (issue 23): `outbox` stores them (the default outside production), `cloud` sends
   * through Meta's Cloud API, `off` (the default in production) sends a WhatsApp contact's messages by SMS instead.
   */
  WHATSAPP_PROVIDER: z.enum(['outbox', 'cloud', 'off']).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the numeric phone number id').optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "must look like 'v21.0'")
    .default('v21.0'),
  WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * The guest's booking confirmation on WhatsApp (issue 24): the name of the message template approved for the
   * business number (Meta delivers only a template to someone who has not written in the last 24 hours), its body
   * taking the parameters of GUEST_CONFIRMATION_PARAMETERS (contract notifications.ts) in order, and its language. Required with
   * `cloud` in production.
   */
  WHATSAPP_CONFIRMATION_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a WhatsApp template name (lower-case letters, digits and _)')
    .optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "must be a language code such as 'en' or 'en_US'")
    .default('en'),
  /**
   * Issue 43: the site's other languages the guest's confirmation template is also approved in ('hi,de'): Meta
   * approves a template per language, under the same name. A booking made in one of them is confirmed on WhatsApp in
   * it (the template's language code being the site's: hi, es, fr, de); any other booking in
   * WHATSAPP_TEMPLATE_LANGUAGE. Empty (the default): every confirmation in English.
   */
  WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES: csv.transform((entries, ctx) => {
    const wrong = entries.filter((code) => !isLanguage(code) || code === DEFAULT_LANGUAGE);
    if (wrong.length > 0)
      ctx.issues.push({
        code: 'custom',
        message: `${wrong.map((code) => `'${code}'`).join(', ')} is not one of the site's other languages: list them among ${LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE).join(', ')}`,
        input: entries,
      });
    return [...new Set(entries.filter(isLanguage))];
  }),
  /**
   * The hotel's WhatsApps (issue 45): the approved template of each message to a property's contacts, its body taking
   * HOTEL_WHATSAPP_PARAMETERS[kind] (contract notifications.ts) in order. Required with `cloud` in production; without
   * one (development) the message goes as free text, which Meta delivers only inside a 24-hour conversation, and a
   * refusal sends it by SMS instead (docs/notifications.md).
   */
  WHATSAPP_HOTEL_BOOKING_TEMPLATE: whatsappTemplateName,
  WHATSAPP_HOTEL_CHANGE_TEMPLATE: whatsappTemplateName,
  WHATSAPP_HOTEL_CANCELLATION_TEMPLATE: whatsappTemplateName,
  WHATSAPP_HOTEL_CONFLICT_TEMPLATE: whatsappTemplateName,
  WHATSAPP_HOTEL_CALENDAR_FAILED_TEMPLATE: whatsappTemplateName,
  WHATSAPP_HOTEL_ARRIVALS_TEMPLATE: whatsappTemplateName,
  /**
   * Automatic retries of every message (issue 45): attempts in all, and the first wait after a passing failure (a
   * timeout, a 5xx, a rate limit); each later wait is three times the one before, up to an hour.
   */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  NOTIFY_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * The outbox of side effects (issue 40: tax documents, messages to the guest and the hotel): attempts in all before
   * an effect is dead (listed in the console under Deliveries), and the first wait after a failure (three times longer
   * each time, up to an hour). Eight attempts from 30 s span about two and a half hours.
   */
  SIDE_EFFECTS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  SIDE_EFFECTS_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Where uploaded media and KYC files live (issue 25): `local` (the default) under DATA_DIR on this machine; `s3` in an
   * S3-compatible bucket every API process shares (media under `media/`, KYC sealed under `private/`).
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  /** An S3-compatible service's address (MinIO, Cloudflare R2…); unset for AWS S3. Path-style addressing then. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public media's own address (the bucket's or a CDN's, e.g. https://media.example.com): /media/* redirects there. */
  MEDIA_PUBLIC_URL: z.url().optional(),
  /**
   * The channel manager (issue 44, docs/channels.md): `none` (the default: rooms reach other channels by iCal only) or
   * `channex`, whose PMS API takes this site's availability, rates and restrictions and gives its OTAs' bookings.
   * Production is https://secure.channex.io; a test account is https://staging.channex.io.
   */
  CHANNEL_MANAGER: z.enum(['none', 'channex']).default('none'),
  CHANNEX_BASE_URL: z.url().default('https://staging.channex.io'),
  CHANNEX_API_KEY: z.string().min(1).optional(),
  CHANNEX_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** How often the booking feed is read and pending pushes composed and sent (seconds). */
  CHANNEX_SYNC_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  /** Sender of every e-mail; by default the support address, so a guest's reply reaches the same inbox. */
  MAIL_FROM: z.string().optional(),
  /**
   * The one address guests write to (issue 24): shown on every page that gives an e-mail (footer, contact, support,
   * policies) through GET /property/v1/config?configName=support, and the e-mails' sender unless MAIL_FROM says
   * otherwise.
   */
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@staybook.in'),
  /** The brand's support line for search engines (the Organization's telephone), in E.164: '+918322000000'. */
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in international form, e.g. '+918322000000'")
    .optional(),
  /** The brand's own profiles elsewhere (Instagram, Facebook…), comma-separated https addresses: the Organization's sameAs. */
  BRAND_SAME_AS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https$/, error: 'must be https:// addresses, separated by commas' }))),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  /** Staging only: lets NODE_ENV=production run on the sandbox checkout; logged loudly, pages show a ribbon. */
  ALLOW_TEST_PAYMENTS: z.enum(['true', 'false']).default('false'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
  /**
   * With the sandbox: minutes after a refund is created that the sandbox's refund job reports it processed (and sends
   * refund.processed), standing in for the bank's days. The development job clock can jump there at once.
   */
  SANDBOX_REFUND_MINUTES: z.coerce.number().int().min(0).max(10_080).default(10),
  /** Minutes an unpaid booking holds its rooms. */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /**
   * GST on the nightly tariff per room (SAC 996311), as dated sets of slabs "YYYY-MM-DD=limitRupees:percent,…,*:percent"
   * separated by ";", oldest first; a stay is priced by the set in force on the day (IST) it is priced and invoiced. A
   * change in the law is a new set here, not a change of code. The default is the law's history (issue 41; each
   * source in docs/configuration.md). One undated set ("7500:5,*:18") is in force on every day.
   */
  GST_SLABS: z
    .string()
    .default(DEFAULT_GST_SLABS)
    .refine((v) => gstScheduleProblem(v) === null, {
      error: (issue) => gstScheduleProblem(String(issue.input)) ?? 'invalid',
    }),
  /**
   * The brand's registration in its home state (decision 011, issue 41): legal name, registered address and GSTIN (its
   * first two digits are the home state). It issues that state's documents until the console saves a registration
   * for it; every other state's is saved in the console (modules/ledger). Required in production; development uses a
   * demo registration in Goa.
   */
  BRAND_LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
  BRAND_ADDRESS: z.string().trim().min(10).max(400).optional(),
  BRAND_GSTIN: z
    .string()
    .transform(normaliseGstin)
    .refine((v) => gstinProblem(v) === null, { error: (issue) => gstinProblem(String(issue.input)) ?? 'invalid' })
    .optional(),
  /** The OpenAPI UI at /api/docs: 'public' or 'off'. Production must say which. */
  API_DOCS: z.enum(['public', 'off']).optional(),
  // KYC and media limits (issue 13)
  /** Requests a minute per client address under /media; unset means 300, or off when RATE_LIMIT_PER_MINUTE=0. */
  MEDIA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).optional(),
  /** Pictures drawn or re-encoded (sharp) at once per process; a burst waits its turn. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** KYC submissions one account may have on file (older ones leave with the retention period). */
  KYC_MAX_SUBMISSIONS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  KYC_MAX_FILE_BYTES: z.coerce.number().int().min(1024).max(26_214_400).default(5_242_880),
  /** Seals KYC files at rest (AES-256-GCM); required in production, generated into DATA_DIR otherwise. */
  KYC_ENCRYPTION_KEY: z
    .string()
    .regex(
      /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=|[A-Za-z0-9_-]{43})$/,
      'must be 32 bytes as 64 hex characters or base64 (openssl rand -base64 32)',
    )
    .optional(),
  /** Days a KYC submission (files and record) is kept before it is deleted. */
  KYC_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Days after a stay's check-out when its Form C records (foreign guests' passports and visas) are deleted: at least
   * the year the Immigration and Foreigners Rules, 2025 ask a hotel to keep them (docs/front-office.md).
   */
  FORM_C_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(365, 'must be at least 365: the law asks for a year')
    .max(3650)
    .default(365),
  REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL').optional(),
  /**
   * The property list and rooms answers kept in each process's memory until the database notifies a change to what
   * they read (issue 25, modules/search-cache): 'on' (the default) or 'off' (every search computed afresh).
   */
  SEARCH_CACHE: z.enum(['on', 'off']).default('on'),
  /** Answers kept per process, and the memory they may take (MB); the least recently used go first. */
  SEARCH_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
  SEARCH_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** The longest an answer is kept even when nothing notifies a change: a safety net, not the invalidation. */
  SEARCH_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * The search's read model (issue 42, docs/search.md): each process answers the property list from memory, kept
   * current by the same notifications, and reads the database only for promotions; 'off' answers it in SQL.
   */
  SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
  /**
   * Where each process holds its one LISTEN connection; unset means DATABASE_URL. Set it to PostgreSQL itself when
   * DATABASE_URL goes through a pooler in transaction mode (PgBouncer), which cannot keep a LISTEN.
   */
  SEARCH_CACHE_LISTEN_URL: z.string().startsWith('postgres', 'must be a postgres:// URL').optional(),
  /** Requests a minute per client address across the API; 0 turns the general limit off (benchmarks). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Console image uploads; the console checks the contract's default before sending, the server this. */
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_UPLOAD_LIMIT_BYTES),
});

const envSchema = envShape.superRefine((env, ctx) => {
  if (env.NODE_ENV !== 'production') return;
  for (const problem of productionProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
});

type ProductionProblem = { path: [string]; message: string };

/**
 * What production refuses. A staging deployment that really wants the sandbox checkout says so with
 * ALLOW_TEST_PAYMENTS=true; nothing else has an escape hatch, because each of these loses money or data.
 */
function productionProblems(env: z.infer<typeof envShape>): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  const add = (key: string, message: string) => problems.push({ path: [key], message });
  if (!env.AUTH_SECRET) add('AUTH_SECRET', `is required in production: ${HOW_TO_GENERATE}`);
  // Too short is already said by the field's own rule; here only the predictability of a long-enough one.
  else if (env.AUTH_SECRET.length >= 32) {
    const weak = secretStrengthProblem(env.AUTH_SECRET);
    if (weak) add('AUTH_SECRET', weak);
  }
  if (!env.PUBLIC_URL) add('PUBLIC_URL', 'is required in production');
  else if (!env.PUBLIC_URL.startsWith('https://')) add('PUBLIC_URL', 'must be an https:// address in production');
  if (env.OTP_DEV_PEEK === 'true') add('OTP_DEV_PEEK', 'cannot be enabled in production');
  if (env.DEV_JOBS === 'true') add('DEV_JOBS', 'cannot be enabled in production');
  if (env.PSEUDO_LOCALE) add('PSEUDO_LOCALE', 'cannot be set in production: it is for the browser stories');
  if (!env.KYC_ENCRYPTION_KEY) add('KYC_ENCRYPTION_KEY', 'is required in production (openssl rand -base64 32)');
  else {
    // A key of the wrong form is already said by the field's own rule; here only whether 32 bytes are key material.
    const key = decodeKey(env.KYC_ENCRYPTION_KEY);
    const weak = key.length === 32 ? keyMaterialProblem(env.KYC_ENCRYPTION_KEY, key) : null;
    if (weak) add('KYC_ENCRYPTION_KEY', weak);
  }
  for (const key of providerUrlKeys) {
    const url = env[key];
    if (typeof url === 'string' && !url.startsWith('https://'))
      add(key, 'must be an https:// address in production: keys, codes and guests’ details go to it');
  }
  if (env.SMTP_URL) {
    const clear = smtpEncryptionProblem(env.SMTP_URL);
    if (clear) add('SMTP_URL', clear);
  }
  if (env.PAYMENT_PROVIDER === 'sandbox' && env.ALLOW_TEST_PAYMENTS !== 'true')
    add(
      'PAYMENT_PROVIDER',
      'is the sandbox, which confirms bookings without collecting money: set razorpay (or ALLOW_TEST_PAYMENTS=true for a staging site)',
    );
  if (env.PAYMENT_PROVIDER === 'razorpay') {
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
      if (!env[key]) add(key, 'is required when PAYMENT_PROVIDER=razorpay');
  }
  if (env.SMS_PROVIDER === 'outbox') add('SMS_PROVIDER', 'is the outbox, which sends nothing: set msg91');
  if (env.SMS_PROVIDER === 'msg91') {
    for (const key of ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_OTP_TEMPLATE_ID'] as const)
      if (!env[key]) add(key, 'is required when SMS_PROVIDER=msg91');
  }
  if (env.WHATSAPP_PROVIDER === 'outbox')
    add('WHATSAPP_PROVIDER', 'is the outbox, which sends nothing: set cloud (WhatsApp Cloud API) or off');
  if (env.WHATSAPP_PROVIDER === 'cloud') {
    for (const key of ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const)
      if (!env[key]) add(key, 'is required when WHATSAPP_PROVIDER=cloud');
    if (!env.WHATSAPP_CONFIRMATION_TEMPLATE)
      add(
        'WHATSAPP_CONFIRMATION_TEMPLATE',
        "is required when WHATSAPP_PROVIDER=cloud: guests' confirmations go as an approved template",
      );
    for (const key of [
      'WHATSAPP_HOTEL_BOOKING_TEMPLATE',
      'WHATSAPP_HOTEL_CHANGE_TEMPLATE',
      'WHATSAPP_HOTEL_CANCELLATION_TEMPLATE',
      'WHATSAPP_HOTEL_CONFLICT_TEMPLATE',
      'WHATSAPP_HOTEL_CALENDAR_FAILED_TEMPLATE',
      'WHATSAPP_HOTEL_ARRIVALS_TEMPLATE',
    ] as const)
      if (!env[key])
        add(key, "is required when WHATSAPP_PROVIDER=cloud: the hotel's messages go as approved templates");
  }
  if (env.SEED_ON_START === 'true')
    add(
      'SEED_ON_START',
      'is true: a production start on an empty database would publish the demo catalogue (fictional properties and reviews); leave it unset',
    );
  if (env.MAIL_PROVIDER === 'outbox') add('MAIL_PROVIDER', 'is the outbox, which sends nothing: set smtp');
  if (env.CHANNEL_MANAGER === 'channex' && !env.CHANNEX_API_KEY)
    add('CHANNEX_API_KEY', 'is required when CHANNEL_MANAGER=channex');
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) add('S3_BUCKET', 'is required when STORAGE_DRIVER=s3');
  if (env.MAIL_PROVIDER === 'smtp' && !env.SMTP_URL) add('SMTP_URL', 'is required when MAIL_PROVIDER=smtp');
  for (const key of ['BRAND_LEGAL_NAME', 'BRAND_ADDRESS', 'BRAND_GSTIN'] as const)
    if (!env[key]) add(key, 'is required in production: it is printed on every tax invoice');
  if (!env.API_DOCS) add('API_DOCS', "must be set explicitly in production: 'off' or 'public'");
  if (env.TRUST_PROXY === 'true')
    add(
      'TRUST_PROXY',
      "'true' believes any client's X-Forwarded-For: give the number of proxies (1) or their addresses",
    );
  return problems;
}

/**
 * Settings naming a third party's address (payments, SMS, WhatsApp, object storage, the media CDN): every *_URL and
 * *_ENDPOINT of the environment but these, so a provider added later is held to https:// without being listed. Left
 * out: the site's own address and the mail server (rules of their own above), and PostgreSQL and Redis, which run on
 * the deployment's private network.
 */
const NOT_PROVIDER_URLS = new Set(['PUBLIC_URL', 'SMTP_URL', 'DATABASE_URL', 'SEARCH_CACHE_LISTEN_URL', 'REDIS_URL']);
export const providerUrlKeys = (Object.keys(envShape.shape) as (keyof z.infer<typeof envShape>)[]).filter(
  (key) => /_(URL|ENDPOINT)$/.test(key) && !NOT_PROVIDER_URLS.has(key),
);

/**
 * Why SMTP_URL would send the mail server's password and guests' e-mails readable on the network, or null. Accepted:
 * smtps:// (TLS from the start, port 465) or smtp:// with ?requireTLS=true (STARTTLS, refusing a server without it);
 * refused too, a certificate check turned off (tls.rejectUnauthorized=false), which lets anyone in between read it.
 */
function smtpEncryptionProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be a URL such as smtps://user:password@smtp.example.com:465';
  }
  if (url.searchParams.get('tls.rejectUnauthorized') === 'false')
    return "turns off the check of the mail server's certificate (tls.rejectUnauthorized=false): remove it";
  if (url.protocol === 'smtps:') return null;
  if (
    url.protocol === 'smtp:' &&
    url.searchParams.get('requireTLS') === 'true' &&
    url.searchParams.get('ignoreTLS') !== 'true'
  )
    return null;
  return 'must be encrypted in production: smtps://…:465, or smtp://…:587?requireTLS=true (STARTTLS required)';
}

/** The bytes of a 32-byte key written as 64 hex characters or base64 (the field's own rule checks the form). */
const decodeKey = (text: string): Buffer =>
  /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');

export type Env = z.infer<typeof envSchema>;

export interface GstSlab {
  /** Upper bound of the nightly tariff in paise, inclusive; null for the last slab. */
  upToPaise: number | null;
  percent: number;
}

/** One set of GST slabs and the day (IST) it came into force; null for a set in force on every day. */
export interface GstPeriod {
  from: string | null;
  slabs: GstSlab[];
}

export interface Config
  extends Omit<
    Env,
    | 'GST_SLABS'
    | 'TRUST_PROXY'
    | 'SEED_ON_START'
    | 'OTP_DEV_PEEK'
    | 'HOST'
    | 'ALLOW_TEST_PAYMENTS'
    | 'WHATSAPP_PROVIDER'
    | 'MAIL_FROM'
  > {
  MAIL_FROM: string;
  HOST: string;
  WHATSAPP_PROVIDER: 'outbox' | 'cloud' | 'off';
  isProduction: boolean;
  /** Fastify's trustProxy: false, the proxies' addresses, or a function trusting the first N hops. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Payments go through the sandbox checkout: no real money moves, and every page says so. */
  testPayments: boolean;
  apiDocsPublic: boolean;
  seedOnStart: boolean;
  otpDevPeek: boolean;
  /** Every set of slabs with the day it came into force, oldest first (GST_SLABS). */
  gstSchedule: GstPeriod[];
  /**
   * The slabs in force today (IST), read afresh on every use, so a running server follows a change in the law at
   * midnight. A stay is priced when it is booked or changed, and its tax invoice follows that price.
   */
  readonly gstSlabs: GstSlab[];
  /** The supplier printed on tax documents. */
  brand: { legalName: string; address: string; gstin: string };
  authSecret: string;
  publicUrl: string;
}

/** Outside production only: a demo registration in Goa (a well-formed GSTIN that belongs to nobody we know of). */
const DEMO_BRAND = {
  legalName: 'Staybook Hospitality Private Limited (demo)',
  address: '4th Floor, Demo House, Dr. Atmaram Borkar Road, Panaji, Goa 403001',
  gstin: '30AAKCS9999M1ZC',
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function parseGstSlabs(text: string): GstSlab[] {
  return text.split(',').map((part) => {
    const [limit, percent] = part.split(':') as [string, string];
    return { upToPaise: limit === '*' ? null : rupeesToPaise(Number(limit)), percent: Number(percent) };
  });
}

/** GST_SLABS as dated sets (see the setting). */
export function parseGstSchedule(text: string): GstPeriod[] {
  return text.split(';').map((part) => {
    const dated = /^(\d{4}-\d{2}-\d{2})=(.*)$/.exec(part);
    return dated ? { from: dated[1]!, slabs: parseGstSlabs(dated[2]!) } : { from: null, slabs: parseGstSlabs(part) };
  });
}

/** What is wrong with a GST_SLABS value, in words, or null. */
function gstScheduleProblem(text: string): string | null {
  const slabs = /^(\d+:\d+(\.\d+)?,)*\*:\d+(\.\d+)?$/;
  const parts = text.split(';');
  for (const part of parts) {
    const dated = /^(\d{4}-\d{2}-\d{2})=(.*)$/.exec(part);
    if (!slabs.test(dated ? dated[2]! : part))
      return 'must look like 7500:5,*:18, or dated sets such as 2022-07-18=7500:12,*:18;2025-09-22=7500:5,*:18';
    if (!dated && parts.length > 1) return 'with more than one set, every set needs the day it came into force';
    if (dated && Number.isNaN(Date.parse(`${dated[1]}T00:00:00Z`))) return `${dated[1]} is not a date`;
  }
  const days = parts.map((p) => p.slice(0, 10));
  if (parts.length > 1 && days.some((d, i) => i > 0 && d <= days[i - 1]!)) return 'the sets must be oldest first';
  return null;
}

/** The slabs in force on an IST calendar day: the latest set that came into force on or before it. */
export function gstSlabsOn(schedule: readonly GstPeriod[], day: string): GstSlab[] {
  let inForce: GstPeriod | undefined;
  for (const period of schedule) if (period.from === null || period.from <= day) inForce = period;
  // Before the oldest set (a day older than the law's history): the oldest set.
  return (inForce ?? schedule[0]!).slabs;
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    // N load balancers: the client is the address the outermost of them saw, never an entry the client wrote.
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(',').map((a) => a.trim());
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
    HOST: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    WHATSAPP_PROVIDER: e.WHATSAPP_PROVIDER ?? (isProduction ? 'off' : 'outbox'),
    MAIL_FROM: e.MAIL_FROM ?? `Staybook <${e.SUPPORT_EMAIL}>`,
    isProduction,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    testPayments: e.PAYMENT_PROVIDER === 'sandbox',
    apiDocsPublic: (e.API_DOCS ?? 'public') === 'public',
    seedOnStart: (e.SEED_ON_START ?? (isProduction ? 'false' : 'true')) === 'true',
    otpDevPeek: !isProduction && e.OTP_DEV_PEEK !== 'false',
    gstSchedule: parseGstSchedule(e.GST_SLABS),
    get gstSlabs() {
      return gstSlabsOn(this.gstSchedule, todayIst(new Date()));
    },
    brand: {
      legalName: e.BRAND_LEGAL_NAME ?? DEMO_BRAND.legalName,
      address: e.BRAND_ADDRESS ?? DEMO_BRAND.address,
      gstin: e.BRAND_GSTIN ?? DEMO_BRAND.gstin,
    },
    authSecret: e.AUTH_SECRET ?? (e.NODE_ENV === 'test' ? 'test-secret-'.padEnd(48, 'x') : localSecret(dataDir)),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}
