import { z } from 'zod';
import { objectIdSchema } from './common';
import { contactSubjectValues } from './contact';
import { daysBetween, isIsoDate } from './stay-dates';

/**
 * Leads, price-unlock requests and contact messages (/api/admin/leads, /api/admin/price-unlocks,
 * /api/admin/contact-messages; staff and admins), each with a CSV export, and the audit log (/api/admin/audit-log;
 * admins only, read-only). `from`/`to` filter on the day a row was created, as IST calendar dates written
 * 'YYYY-MM-DD', both days included. Instants are ISO 8601 strings; money is whole rupees.
 */

export const ENGAGEMENT_PAGE_SIZE = 25;
export const ENGAGEMENT_MAX_PAGE_SIZE = 100;
/** Most rows one CSV export carries (newest first). */
export const CSV_EXPORT_MAX_ROWS = 10_000;

export const engagementDateSchema = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isIsoDate, 'must be a real calendar date');

function rangeCheck(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (!value.from || !value.to || !isIsoDate(value.from) || !isIsoDate(value.to)) return;
  if (daysBetween(value.from, value.to) < 0)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
}

/** Free search text; control characters (a NUL byte would break the database query) are refused. */
const searchText = z
  .string()
  .trim()
  .max(100, 'search text is too long')
  .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127), {
    message: 'search text may not contain control characters',
  })
  .optional();

const createdRange = {
  from: engagementDateSchema.optional(),
  to: engagementDateSchema.optional(),
};

const paging = {
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1)
    .max(10_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(ENGAGEMENT_MAX_PAGE_SIZE, `pageSize may be at most ${ENGAGEMENT_MAX_PAGE_SIZE}`)
    .default(ENGAGEMENT_PAGE_SIZE),
};

/** A page of rows; `total` counts every row matching the filters. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

// ─── Leads (the special-offers popup) ──────────────────────────────────────────────────────────────

const leadFilters = {
  ...createdRange,
  /** The popup's trigger: home, first_visit, header, manual, … */
  source: z
    .string()
    .trim()
    .max(40, 'source is too long')
    .regex(/^[a-z0-9_-]*$/i, 'source must be a simple word')
    .optional(),
  /** Part of the e-mail or phone. */
  q: searchText,
};
export const adminLeadExportQuerySchema = z.object(leadFilters).superRefine(rangeCheck);
export const adminLeadListQuerySchema = z.object({ ...leadFilters, ...paging }).superRefine(rangeCheck);
export type AdminLeadListQuery = z.input<typeof adminLeadListQuerySchema>;

export const adminLeadSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string(),
  propertyType: z.string(),
  /** IST calendar dates the visitor asked about. */
  checkIn: z.string(),
  checkOut: z.string(),
  source: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;
export const adminLeadListSchema = pageOf(adminLeadSchema);
export type AdminLeadList = z.infer<typeof adminLeadListSchema>;
export const adminLeadListResponseSchema = ok(adminLeadListSchema);

/** The trigger sources seen so far, for the filter. */
export const adminLeadSourcesResponseSchema = ok(z.array(z.string()));

// ─── Price-unlock requests ─────────────────────────────────────────────────────────────────────────

const priceUnlockFilters = {
  ...createdRange,
  propertyId: objectIdSchema.optional(),
  /** Part of the name or mobile. */
  q: searchText,
};
export const adminPriceUnlockExportQuerySchema = z.object(priceUnlockFilters).superRefine(rangeCheck);
export const adminPriceUnlockListQuerySchema = z.object({ ...priceUnlockFilters, ...paging }).superRefine(rangeCheck);
export type AdminPriceUnlockListQuery = z.input<typeof adminPriceUnlockListQuerySchema>;

export const adminPriceUnlockSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  property: z.object({ id: z.string(), name: z.string() }),
  checkIn: z.string(),
  checkOut: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Rupees quoted when the price was unlocked; null when no quote was made. */
  quotedTotal: z.number().nullable(),
  /** Mobile of the signed-in account that asked, if any. */
  accountPhone: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPriceUnlock = z.infer<typeof adminPriceUnlockSchema>;
export const adminPriceUnlockListSchema = pageOf(adminPriceUnlockSchema);
export type AdminPriceUnlockList = z.infer<typeof adminPriceUnlockListSchema>;
export const adminPriceUnlockListResponseSchema = ok(adminPriceUnlockListSchema);

// ─── Contact messages ──────────────────────────────────────────────────────────────────────────────

const contactFilters = {
  ...createdRange,
  subject: z
    .enum(contactSubjectValues, { error: `subject must be one of ${contactSubjectValues.join(', ')}` })
    .optional(),
  /** Part of the name, e-mail or phone. */
  q: searchText,
};
export const adminContactExportQuerySchema = z.object(contactFilters).superRefine(rangeCheck);
export const adminContactListQuerySchema = z.object({ ...contactFilters, ...paging }).superRefine(rangeCheck);
export type AdminContactListQuery = z.input<typeof adminContactListQuerySchema>;

export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminContactListSchema = pageOf(adminContactMessageSchema);
export type AdminContactList = z.infer<typeof adminContactListSchema>;
export const adminContactListResponseSchema = ok(adminContactListSchema);

// ─── Audit log (admins; read-only) ─────────────────────────────────────────────────────────────────

const auditFilters = {
  ...createdRange,
  /** hero_slide, booking, rate, … */
  entityType: z
    .string()
    .trim()
    .max(60, 'entityType is too long')
    .regex(/^[a-z0-9_.-]*$/i, 'entityType must be a simple word')
    .optional(),
  /** hero.create, booking.cancel, … */
  action: z
    .string()
    .trim()
    .max(80, 'action is too long')
    .regex(/^[a-z0-9_.-]*$/i, 'action must be a simple word such as hero.update')
    .optional(),
  /** Digits of the actor's mobile. */
  actor: z
    .string()
    .trim()
    .max(20, 'actor is too long')
    .regex(/^\+?[\d\s-]*$/, "actor must be the digits of a person's mobile")
    .optional(),
};
export const adminAuditLogQuerySchema = z.object({ ...auditFilters, ...paging }).superRefine(rangeCheck);
export type AdminAuditLogQuery = z.input<typeof adminAuditLogQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  /** Null for changes made by the system (no signed-in person). */
  actor: z.object({ id: z.string(), phone: z.string(), name: z.string().nullable(), role: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** JSON snapshots as written at the time (null when there is none, e.g. before a create). */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditLogSchema = pageOf(adminAuditEntrySchema);
export type AdminAuditLog = z.infer<typeof adminAuditLogSchema>;
export const adminAuditLogResponseSchema = ok(adminAuditLogSchema);

/** The entity types and actions present in the log, for the filters. */
export const adminAuditFacetsSchema = z.object({ entityTypes: z.array(z.string()), actions: z.array(z.string()) });
export type AdminAuditFacets = z.infer<typeof adminAuditFacetsSchema>;
export const adminAuditFacetsResponseSchema = ok(adminAuditFacetsSchema);

/** The CSV export's download name: `leads-2030-03-02.csv`. */
export function csvFilename(kind: 'leads' | 'price-unlocks' | 'contact-messages', date: string): string {
  return `${kind}-${date}.csv`;
}
