import { LANGUAGES } from '@staybook/contract/languages';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 10 digits, without the +91 country code. */
    phone: text('phone').notNull().unique(),
    countryCode: text('country_code').notNull().default('+91'),
    name: text('name'),
    email: text('email'),
    /** guest | staff | admin */
    role: text('role').notNull().default('guest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The guest's chosen site language (contract languages.ts), saved from Settings so it follows them to another
     * device; null until they choose one (the device's choice, else English).
     */
    language: text('language'),
  },
  () => [check('users_language_check', oneOf('language', LANGUAGES))],
);

/** One row per code sent. The code itself is never stored, only its keyed hash. Rows also count sends for rate limits. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_challenges_phone_idx').on(t.phone, t.createdAt),
    index('otp_challenges_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Opaque refresh tokens, stored hashed; each use rotates within a family, and reuse of a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * One row per signed-in session (a refresh-token family). Access tokens carry its id and are refused the moment
 * it is revoked (logout, refresh-token reuse) or its role no longer matches (a role change), on every request.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The role access tokens of this session must carry. */
    role: text('role').notNull(),
    /** logout | refresh_reuse | role_change | expired */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    /** otp | booking_confirmed | booking_cancelled | … */
    template: text('template').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    /** queued | sent | failed */
    status: text('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** What was attached (names, types and sizes; the files themselves are not kept). */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; bytes: number }[]>(),
  provider: text('provider').notNull(),
  status: text('status').notNull().default('queued'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** aadhar | pan | passport | voter_id */
    documentType: text('document_type').notNull(),
    /** Paths relative to DATA_DIR/private; never served statically. */
    frontPath: text('front_path').notNull(),
    frontMime: text('front_mime').notNull(),
    backPath: text('back_path').notNull(),
    backMime: text('back_mime').notNull(),
    /** submitted | verified | rejected */
    status: text('status').notNull().default('submitted'),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // created_at: the retention job finds documents past their period without reading the whole table.
  (t) => [index('kyc_documents_user_idx').on(t.userId), index('kyc_documents_created_idx').on(t.createdAt)],
);
