import {
  type AddBusinessDetailsResult,
  BUSINESS_DETAILS_REFUSALS,
  type BusinessDetailsRefusal,
} from '@staybook/contract/business-invoice';
import type { AreaId } from '@staybook/contract/messages/areas';
import { type IsoDate, isIsoDate } from '@staybook/contract/stay-dates';
import { ApiError } from '../../../lib/api-client';
import type { LanguageFormats, Translate } from '../../../lib/i18n';

type BookingsTranslate = Translate<AreaId<'bookings'>>;

/**
 * What was done, in the page's language (issue 43): English shows the API's sentence; another language words its facts
 * (`bookings.gst.done`, held to the contract's `businessDetailsText` by gst-done-words.test.ts), or the sentence as sent
 * from an API that sends none.
 */
export function gstDoneText(
  result: Pick<AddBusinessDetailsResult, 'outcome' | 'message' | 'facts'>,
  t: BookingsTranslate,
  english: boolean,
): string {
  const facts = result.facts;
  if (english || !facts) return result.message;
  return t('bookings.gst.done', {
    outcome: result.outcome,
    company: facts.companyName,
    gstin: facts.gstin,
    creditNote: facts.creditNote ?? '',
    cancelledInvoice: facts.cancelledInvoice ?? '',
    invoice: facts.invoice ?? '',
  });
}

const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const day = (v: unknown): v is IsoDate => typeof v === 'string' && isIsoDate(v);

/** The refusal's facts the API's 409 sends in its details beside the English message, when they are there. */
export function gstRefusalOf(err: unknown): BusinessDetailsRefusal | null {
  if (!(err instanceof ApiError)) return null;
  const d = (err.details ?? {}) as Record<string, unknown>;
  const reason = d.reason as BusinessDetailsRefusal['reason'];
  if (!BUSINESS_DETAILS_REFUSALS.includes(reason)) return null;
  switch (reason) {
    case 'never_confirmed':
    case 'credited_back':
      return { reason };
    case 'not_invoiced':
      return typeof d.cancelled === 'boolean' ? { reason, cancelled: d.cancelled } : null;
    case 'other_business':
      return text(d.gstin) ? { reason, gstin: d.gstin, companyName: text(d.companyName) ? d.companyName : null } : null;
    case 'credit_deadline':
      return text(d.invoice) && day(d.issueDate) && day(d.deadline)
        ? { reason, invoice: d.invoice, issueDate: d.issueDate, deadline: d.deadline }
        : null;
  }
}

/**
 * Why the GST details were refused, in a language other than English (`bookings.gst.refused`, English's held to the
 * contract's `businessDetailsRefusalText` by gst-done-words.test.ts); a refusal without facts (a field the API names,
 * a failure) as the form's own failure sentence.
 */
export function gstRefusalText(err: unknown, t: BookingsTranslate, formats: LanguageFormats): string {
  const refusal = gstRefusalOf(err);
  if (!refusal) return t('bookings.gst.failed');
  const values = { company: '', gstin: '', invoice: '', issued: '', deadline: '' };
  switch (refusal.reason) {
    case 'not_invoiced':
      return t('bookings.gst.refused', {
        ...values,
        reason: refusal.cancelled ? 'not_invoiced_cancelled' : 'not_invoiced',
      });
    case 'other_business':
      return t('bookings.gst.refused', {
        ...values,
        reason: refusal.companyName ? 'other_business' : 'other_business_unnamed',
        company: refusal.companyName ?? '',
        gstin: refusal.gstin,
      });
    case 'credit_deadline':
      return t('bookings.gst.refused', {
        ...values,
        reason: 'credit_deadline',
        invoice: refusal.invoice,
        issued: formats.day(refusal.issueDate),
        deadline: formats.day(refusal.deadline),
      });
    default:
      return t('bookings.gst.refused', { ...values, reason: refusal.reason });
  }
}
