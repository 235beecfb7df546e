import { okSchema } from '@staybook/contract';
import { guestMessagePreviewQuerySchema, guestMessagePreviewResponseSchema } from '@staybook/contract/guest-messages';
import {
  bookingNotificationsParamsSchema,
  notificationMessageListResponseSchema,
  notificationMessageResponseSchema,
  notificationRetryParamsSchema,
  notificationTemplateInputSchema,
  notificationTemplateListResponseSchema,
  notificationTemplateParamsSchema,
  notificationTemplateResponseSchema,
  propertyContactInputSchema,
  propertyContactListResponseSchema,
  propertyContactParamsSchema,
  propertyContactResponseSchema,
  propertyContactsParamsSchema,
} from '@staybook/contract/notifications';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, byParam, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { previewGuestMessage } from './guest-message-preview.js';
import * as service from './notifications-console.service.js';
import type { NotifyDeps } from './notifications-delivery.js';

const BASE = '/api/admin/notifications';

/**
 * The hotel told, in the console (issue 23): a property's contacts (its catalogue permission), the wording of every
 * message (brand-wide), and a booking's messages with their delivery and a retry (the booking's permissions).
 */
export const notificationsAdminRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const tags = ['notifications (console)'];
  const security = consoleSecurity;
  const ok = <T>(data: T) => ({ success: true as const, data });
  const property = app.consoleAccess('catalogue.property', byParam('property'));
  const brand = app.consoleAccess('catalogue.brand');
  const deps = (request: { log: NotifyDeps['log'] }): NotifyDeps => ({
    db,
    adapters: ctx.adapters,
    config: ctx.config,
    log: request.log,
  });

  // ─── Contacts ────────────────────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/properties/:id/contacts`,
    {
      ...property,
      schema: {
        tags,
        security,
        params: propertyContactsParamsSchema,
        response: { 200: propertyContactListResponseSchema },
      },
    },
    async (request) => ok(await service.listContacts(db, request.params.id)),
  );
  app.post(
    `${BASE}/properties/:id/contacts`,
    {
      ...property,
      schema: {
        tags,
        security,
        params: propertyContactsParamsSchema,
        body: propertyContactInputSchema,
        response: { 200: propertyContactResponseSchema },
      },
    },
    async (request) => ok(await service.addContact(db, auditActor(request), request.params.id, request.body)),
  );
  app.put(
    `${BASE}/properties/:id/contacts/:contactId`,
    {
      ...property,
      schema: {
        tags,
        security,
        params: propertyContactParamsSchema,
        body: propertyContactInputSchema,
        response: { 200: propertyContactResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.changeContact(db, auditActor(request), request.params.id, request.params.contactId, request.body),
      ),
  );
  app.delete(
    `${BASE}/properties/:id/contacts/:contactId`,
    { ...property, schema: { tags, security, params: propertyContactParamsSchema, response: { 200: okSchema } } },
    async (request) => service.removeContact(db, auditActor(request), request.params.id, request.params.contactId),
  );

  // ─── A property's messages outside any booking (the day's arrivals, conflicts) ──────────────────

  app.get(
    `${BASE}/properties/:id/messages`,
    {
      ...app.consoleAccess('bookings.view', byParam('property')),
      schema: {
        tags,
        security,
        params: propertyContactsParamsSchema,
        response: { 200: notificationMessageListResponseSchema },
      },
    },
    async (request) => ok(await service.propertyMessages(db, request.params.id)),
  );
  app.post(
    `${BASE}/properties/:id/messages/:messageId/retry`,
    {
      ...app.consoleAccess('bookings.manage', byParam('property')),
      schema: {
        tags,
        security,
        params: notificationRetryParamsSchema,
        response: { 200: notificationMessageResponseSchema },
      },
    },
    async (request) =>
      ok(await service.retryMessage(deps(request), { propertyId: request.params.id }, request.params.messageId)),
  );

  // ─── The guest's booking messages in each language (issue 43) ─────────────────────────────────

  app.get(
    `${BASE}/guest-preview`,
    {
      ...brand,
      schema: {
        tags,
        security,
        querystring: guestMessagePreviewQuerySchema,
        response: { 200: guestMessagePreviewResponseSchema },
      },
    },
    async (request) => ok(previewGuestMessage(ctx.adapters.sms, request.query.message, request.query.language)),
  );

  // ─── Templates ───────────────────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/templates`,
    { ...brand, schema: { tags, security, response: { 200: notificationTemplateListResponseSchema } } },
    async () => ok(await service.listTemplates(db)),
  );
  app.put(
    `${BASE}/templates/:kind/:channel`,
    {
      ...brand,
      schema: {
        tags,
        security,
        params: notificationTemplateParamsSchema,
        body: notificationTemplateInputSchema,
        response: { 200: notificationTemplateResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.saveTemplate(db, auditActor(request), request.params.kind, request.params.channel, request.body),
      ),
  );
  app.delete(
    `${BASE}/templates/:kind/:channel`,
    {
      ...brand,
      schema: {
        tags,
        security,
        params: notificationTemplateParamsSchema,
        response: { 200: notificationTemplateResponseSchema },
      },
    },
    async (request) =>
      ok(await service.resetTemplate(db, auditActor(request), request.params.kind, request.params.channel)),
  );

  // ─── A booking's messages ────────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/bookings/:id`,
    {
      ...app.consoleAccess('bookings.view', byParam('booking')),
      schema: {
        tags,
        security,
        params: bookingNotificationsParamsSchema,
        response: { 200: notificationMessageListResponseSchema },
      },
    },
    async (request) => ok(await service.bookingMessages(db, request.params.id)),
  );
  app.post(
    `${BASE}/bookings/:id/messages/:messageId/retry`,
    {
      ...app.consoleAccess('bookings.manage', byParam('booking')),
      schema: {
        tags,
        security,
        params: notificationRetryParamsSchema,
        response: { 200: notificationMessageResponseSchema },
      },
    },
    async (request) =>
      ok(await service.retryMessage(deps(request), { bookingId: request.params.id }, request.params.messageId)),
  );
};
