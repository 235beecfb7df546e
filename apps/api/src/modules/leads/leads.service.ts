import type { LeadRequest } from '@staybook/contract/leads';
import type { Db } from '../../db/client.js';
import { validationError } from '../../lib/http-errors.js';
import { insertLead } from './leads.repository.js';
import { checkLeadDates } from './leads-rules.js';

/** Stores a lead from the special-offers popup; the dates must make sense (a stay in the future). */
export async function captureLead(
  db: Db,
  body: LeadRequest,
  client: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<string> {
  const checkIn = new Date(body.checkInDate);
  const checkOut = new Date(body.checkOutDate);
  const problem = checkLeadDates(checkIn, checkOut, now);
  if (problem) throw validationError(problem.message, { field: problem.field });
  return insertLead(db, {
    email: body.email.toLowerCase(),
    phone: body.phone,
    propertyType: body.propertyType,
    checkInAt: checkIn,
    checkOutAt: checkOut,
    triggerSource: body.triggerSource,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
}
