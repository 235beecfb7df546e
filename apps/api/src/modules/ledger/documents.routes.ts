import { adminBookingIdParamsSchema } from '@staybook/contract/admin-bookings';
import {
  adminDocumentPaths,
  bookingDocumentPdfParamsSchema,
  bookingDocumentsParamsSchema,
  guestDocumentPaths,
  type TaxDocument,
  taxDocumentFileName,
  taxDocumentsResponseSchema,
} from '@staybook/contract/tax-documents';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { signedInUser } from '../../plugins/authenticate.js';
import { byParam, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { renderTaxDocumentPdf } from './tax-document-pdf.js';
import { bookingOwner, documentsOfBooking, documentView } from './tax-documents.views.js';

const pdfResponse = { 200: z.any().describe('application/pdf') };

/** A booking's tax documents: the guest's own (owner only; anyone else 404) and the console's. PDFs made on request. */
export const documentsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bearer = [{ bearer: [] }];

  const sendPdf = async (reply: FastifyReply, doc: TaxDocument) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${taxDocumentFileName(doc.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(await renderTaxDocumentPdf(doc));

  const ownBooking = async (userId: string, bookingId: string) => {
    if ((await bookingOwner(ctx.db, bookingId)) !== userId) throw notFound('Booking');
  };

  app.get(
    guestDocumentPaths.list,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        summary: 'Tax invoices and credit/debit notes of one of my bookings (owner only)',
        security: bearer,
        params: bookingDocumentsParamsSchema,
        response: { 200: taxDocumentsResponseSchema },
      },
    },
    async (request) => {
      await ownBooking(signedInUser(request).id, request.params.bookingId);
      return { success: true as const, data: await documentsOfBooking(ctx.db, request.params.bookingId, 'guest') };
    },
  );

  app.get(
    guestDocumentPaths.pdf,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        summary: 'One tax document of my booking as a PDF (owner only)',
        security: bearer,
        params: bookingDocumentPdfParamsSchema,
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      await ownBooking(signedInUser(request).id, request.params.bookingId);
      const doc = await documentView(ctx.db, request.params.documentId, 'guest');
      if (!doc || doc.bookingId !== request.params.bookingId) throw notFound('Document');
      return sendPdf(reply, doc);
    },
  );

  app.get(
    adminDocumentPaths.ofBooking,
    {
      ...app.consoleAccess('bookings.view', byParam('booking')),
      schema: {
        tags: ['bookings desk (console)'],
        summary: 'Tax invoices and credit/debit notes of a booking',
        security: consoleSecurity,
        params: adminBookingIdParamsSchema,
        response: { 200: taxDocumentsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documentsOfBooking(ctx.db, request.params.id, 'staff'),
    }),
  );

  app.get(
    adminDocumentPaths.pdf,
    {
      ...app.consoleAccess('bookings.view', byParam('taxDocument')),
      schema: {
        tags: ['bookings desk (console)'],
        summary: 'One tax document as a PDF',
        security: consoleSecurity,
        params: adminBookingIdParamsSchema,
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const doc = await documentView(ctx.db, request.params.id, 'staff');
      if (!doc) throw notFound('Document');
      return sendPdf(reply, doc);
    },
  );
};
