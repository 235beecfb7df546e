import {
  extraInputSchema,
  extraParamsSchema,
  extraResponseSchema,
  extrasResponseSchema,
  folioChargeParamsSchema,
  folioParamsSchema,
  folioResponseSchema,
  postFolioChargeSchema,
  removeFolioChargeSchema,
} from '@staybook/contract/folio';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, byParam, consoleSecurity } from '../../plugins/console-access.js';
import { type AppModule, serviceDepsOf } from '../module-context.js';
import { createExtra, folioOf, listExtras, postCharge, removeCharge, updateExtra } from './folio.service.js';

/**
 * Folios and extras (docs/folios-and-extras.md): the brand's extras (catalogue.brand: every property's price list),
 * and a booking's folio at the desk (bookings.view to read, bookings.manage to post or remove a charge).
 */
export const folioRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['folios and extras (console)'];
  const security = consoleSecurity;
  const actorOf = (request: Parameters<typeof auditActor>[0]) => {
    const { actorUserId, ip } = auditActor(request);
    return { actorUserId, ip };
  };

  app.get(
    '/api/admin/extras',
    {
      ...app.consoleAccess('catalogue.brand'),
      schema: { tags, security, summary: 'The brand’s extras', response: { 200: extrasResponseSchema } },
    },
    async () => ({ success: true as const, data: await listExtras(ctx.db) }),
  );

  app.post(
    '/api/admin/extras',
    {
      ...app.consoleAccess('catalogue.brand'),
      schema: {
        tags,
        security,
        summary: 'Add an extra (name, SAC, GST rate, price, unit, properties; audited)',
        body: extraInputSchema,
        response: { 200: extraResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createExtra(ctx.db, actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/admin/extras/:extraId',
    {
      ...app.consoleAccess('catalogue.brand'),
      schema: {
        tags,
        security,
        summary: 'Change an extra (what is posted already keeps its price and rate; audited)',
        params: extraParamsSchema,
        body: extraInputSchema,
        response: { 200: extraResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateExtra(ctx.db, actorOf(request), request.params.extraId, request.body),
    }),
  );

  app.get(
    '/api/admin/bookings/:id/folio',
    {
      ...app.consoleAccess('bookings.view', byParam('booking')),
      schema: {
        tags,
        security,
        summary: 'A booking’s folio: charges, payments, each payer’s charge and the balance',
        params: folioParamsSchema,
        response: { 200: folioResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await folioOf(ctx.db, request.params.id) }),
  );

  app.post(
    '/api/admin/bookings/:id/folio/charges',
    {
      ...app.consoleAccess('bookings.manage', byParam('booking')),
      schema: {
        tags,
        security,
        summary: 'Add an extra to the folio, billed to the guest or a company (audited)',
        params: folioParamsSchema,
        body: postFolioChargeSchema,
        response: { 200: folioResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await postCharge(serviceDepsOf(ctx, request.log), request.params.id, request.body, actorOf(request)),
    }),
  );

  app.post(
    '/api/admin/bookings/:id/folio/charges/:chargeId/remove',
    {
      ...app.consoleAccess('bookings.manage', byParam('booking')),
      schema: {
        tags,
        security,
        summary: 'Remove a charge posted by mistake, with the reason (audited; the books give it back)',
        params: folioChargeParamsSchema,
        body: removeFolioChargeSchema,
        response: { 200: folioResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removeCharge(
        serviceDepsOf(ctx, request.log),
        request.params.id,
        request.params.chargeId,
        request.body.reason,
        actorOf(request),
      ),
    }),
  );
};
