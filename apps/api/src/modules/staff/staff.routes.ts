import {
  inviteStaffSchema,
  myAccessResponseSchema,
  staffIdParamsSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffRemovedResponseSchema,
  updateStaffSchema,
} from '@staybook/contract/admin-staff';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, consoleSecurity, memberOf } from '../../plugins/console-access.js';
import { type AppModule, serviceDepsOf } from '../module-context.js';
import * as staff from './staff.service.js';

/** Staff and access: who may use the console, with which role, for which properties (decision 005). */
export const adminStaffRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manage = app.consoleAccess('staff.manage');
  const tags = ['staff (console)'];
  const security = consoleSecurity;
  const deps = (log: typeof fastify.log) => serviceDepsOf(ctx, log);

  app.get(
    '/api/admin/me',
    {
      // Any member, whatever their role: what the console shows them. A guest or a stranger still gets 403.
      ...app.consoleAccess('any member'),
      schema: {
        tags,
        security,
        summary: "The signed-in member's role, properties and permissions",
        response: { 200: myAccessResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await staff.myAccess(ctx.db, memberOf(request)) }),
  );

  app.get(
    '/api/admin/staff',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: 'Everyone on the staff list, with the properties to choose from',
        response: { 200: staffListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await staff.listStaff(ctx.db) }),
  );

  app.post(
    '/api/admin/staff',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: 'Invite a person by mobile number with a role and properties; they are told by SMS',
        body: inviteStaffSchema,
        response: { 200: staffMemberResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staff.inviteStaff(deps(request.log), auditActor(request), request.body),
    }),
  );

  app.put(
    '/api/admin/staff/:id',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: "Change a member's name, role or properties (at once; not your own, not the last administrator)",
        params: staffIdParamsSchema,
        body: updateStaffSchema,
        response: { 200: staffMemberResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staff.updateStaff(deps(request.log), auditActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: 'Take a member off the list: their console sessions end at once',
        params: staffIdParamsSchema,
        response: { 200: staffRemovedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staff.removeStaff(deps(request.log), auditActor(request), request.params.id),
    }),
  );
};
