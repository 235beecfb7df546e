import { z } from 'zod';
import { objectIdSchema, phoneSchema } from './common';

/**
 * Staff and access (decision 005). A staff member is a mobile number with one role and a set of properties (or all
 * of them). The role gives permissions; a permission is either about one property (the member must have that
 * property) or brand-wide (the member must have every property). The server checks both on every console route;
 * the console reads the same table only to hide what would be refused.
 */

export const staffRoleValues = ['admin', 'revenue_manager', 'front_desk', 'property_manager', 'housekeeping'] as const;
export const staffRoleSchema = z.enum(staffRoleValues, { error: 'choose a role' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Administrator',
  revenue_manager: 'Revenue manager',
  front_desk: 'Front desk',
  property_manager: 'Property manager',
  housekeeping: 'Housekeeping',
};

export const staffRoleDescriptions: Record<StaffRole, string> = {
  admin: 'Everything, for every property: catalogue, staff, money, audit log.',
  revenue_manager:
    'Rates and inventory, the dashboard and bookings (read only) of their properties; leads when they have every property.',
  front_desk: 'Bookings, arrivals and departures of their properties: check in, check out, cancel, no-show.',
  property_manager: 'Their properties’ details, photos and rooms, rates and inventory, bookings and guest reviews.',
  housekeeping:
    'The housekeeping board of their properties: which rooms to clean, marking rooms clean, dirty, inspected or out of order.',
};

/** Permissions about one property: the member must have that property (or every property). */
export const propertyPermissionValues = [
  'dashboard.view',
  'bookings.view',
  'bookings.manage',
  'rates.manage',
  'catalogue.property',
  'kyc.view',
  'reviews.manage',
  'housekeeping.update',
] as const;
/** Brand-wide permissions: the member must have every property. */
export const brandPermissionValues = [
  'catalogue.brand',
  'engagement.view',
  'money.view',
  'audit.view',
  'staff.manage',
] as const;

export type PropertyPermission = (typeof propertyPermissionValues)[number];
export type BrandPermission = (typeof brandPermissionValues)[number];
export type ConsolePermission = PropertyPermission | BrandPermission;

export const consolePermissionValues = [...propertyPermissionValues, ...brandPermissionValues] as const;

export const isBrandPermission = (permission: ConsolePermission): permission is BrandPermission =>
  (brandPermissionValues as readonly string[]).includes(permission);

/** What each role may do; the one table both sides read. */
export const rolePermissions: Record<StaffRole, readonly ConsolePermission[]> = {
  admin: consolePermissionValues,
  revenue_manager: ['dashboard.view', 'bookings.view', 'rates.manage', 'engagement.view'],
  front_desk: ['dashboard.view', 'bookings.view', 'bookings.manage', 'kyc.view', 'housekeeping.update'],
  property_manager: [
    'dashboard.view',
    'bookings.view',
    'bookings.manage',
    'rates.manage',
    'catalogue.property',
    'kyc.view',
    'reviews.manage',
    'housekeeping.update',
  ],
  housekeeping: ['housekeeping.update'],
};

/** Who a member is for the access check: administrators always have every property. */
export interface StaffAccess {
  role: StaffRole;
  allProperties: boolean;
  propertyIds: readonly string[];
}

export const hasEveryProperty = (access: StaffAccess): boolean => access.role === 'admin' || access.allProperties;

/** The permissions a member actually holds: brand-wide ones need every property. */
export function grantedPermissions(access: StaffAccess): ConsolePermission[] {
  const every = hasEveryProperty(access);
  return rolePermissions[access.role].filter((p) => every || !isBrandPermission(p));
}

export type AccessDecision = 'allowed' | 'no_permission' | 'out_of_scope';

/**
 * May this member use `permission` on `propertyId`? `propertyId` null means no particular property (a list, which
 * the server then narrows to the member's properties).
 */
export function decideAccess(
  access: StaffAccess,
  permission: ConsolePermission,
  propertyId: string | null,
): AccessDecision {
  if (!grantedPermissions(access).includes(permission)) return 'no_permission';
  if (propertyId === null || hasEveryProperty(access)) return 'allowed';
  return access.propertyIds.includes(propertyId) ? 'allowed' : 'out_of_scope';
}

/** The properties a list may show: null means every property. */
export const propertyScopeOf = (access: StaffAccess): readonly string[] | null =>
  hasEveryProperty(access) ? null : access.propertyIds;

export const accessMessages = {
  noPermission: 'Your role does not allow this.',
  outOfScope: 'You do not have access to this property.',
  notStaff: 'This account has no console access.',
  lastAdmin:
    'The last administrator cannot be removed or given another role. Make someone else an administrator first.',
  self: 'You cannot change your own access. Ask another administrator.',
  alreadyStaff: 'This number is already on the staff list.',
  noProperties: 'Choose at least one property, or every property.',
} as const;

// ── Requests ───────────────────────────────────────────────────────────────────────────────────────────

const staffName = z.string().trim().min(1, 'Name is required').max(80, 'Name is too long');

const accessFields = {
  role: staffRoleSchema,
  allProperties: z.boolean().default(false),
  propertyIds: z.array(objectIdSchema).max(500, 'too many properties').default([]),
};

function scopeCheck(value: { role: StaffRole; allProperties: boolean; propertyIds: string[] }, ctx: z.RefinementCtx) {
  if (value.role !== 'admin' && !value.allProperties && value.propertyIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['propertyIds'], message: accessMessages.noProperties });
}

export const inviteStaffSchema = z
  .object({ phone: phoneSchema, name: staffName, ...accessFields })
  .superRefine(scopeCheck);
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;
/** An invitation as the server reads it (the number reduced to its 10 digits, defaults applied). */
export type InviteStaff = z.output<typeof inviteStaffSchema>;

export const updateStaffSchema = z.object({ name: staffName, ...accessFields }).superRefine(scopeCheck);
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;
export type UpdateStaff = z.output<typeof updateStaffSchema>;

export const staffIdParamsSchema = z.object({ id: objectIdSchema });

// ── Responses ──────────────────────────────────────────────────────────────────────────────────────────

const propertyRef = z.object({ id: z.string(), name: z.string() });

export const staffMemberSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  allProperties: z.boolean(),
  properties: z.array(propertyRef),
  /** invited: has not signed in since the invitation; active: has signed in. */
  state: z.enum(['invited', 'active']),
  invitedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ members: z.array(staffMemberSchema), properties: z.array(propertyRef) }),
});
export type StaffList = z.infer<typeof staffListResponseSchema>['data'];

export const staffMemberResponseSchema = z.object({ success: z.literal(true), data: staffMemberSchema });
export const staffRemovedResponseSchema = z.object({ success: z.literal(true), data: z.object({ id: z.string() }) });

/** The signed-in member's own access: what the console shows and hides. */
export const myAccessSchema = z.object({
  role: staffRoleSchema,
  roleLabel: z.string(),
  allProperties: z.boolean(),
  properties: z.array(propertyRef),
  permissions: z.array(z.enum(consolePermissionValues)),
});
export type MyAccess = z.infer<typeof myAccessSchema>;
export const myAccessResponseSchema = z.object({ success: z.literal(true), data: myAccessSchema });
