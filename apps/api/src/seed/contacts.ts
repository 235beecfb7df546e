import type { Tx } from '../db/client.js';
import { insertContact } from '../modules/notifications/notifications.repository.js';
import type { PropertyPlan } from './demo-catalogue.js';

/**
 * The demo's hotel contacts (issue 23): every property has a front desk on WhatsApp and a manager by e-mail, so the
 * console shows whom a booking told. Numbers 60000 00001 on (a range no demo guest or story uses) and addresses
 * at example.com: no real phone or mailbox gets a message, and the outboxes keep what went.
 */
export async function insertDemoContacts(
  tx: Tx,
  options: { plans: PropertyPlan[]; propertyId: Map<string, string> },
): Promise<void> {
  for (const [i, plan] of options.plans.entries()) {
    const propertyId = options.propertyId.get(plan.slug);
    if (!propertyId) continue;
    await insertContact(tx, propertyId, {
      name: 'Front desk',
      mobile: `+9160000${String(1 + i).padStart(5, '0')}`,
      email: `frontdesk.${plan.slug}@example.com`,
      whatsapp: true,
    });
    await insertContact(tx, propertyId, {
      name: 'Property manager',
      mobile: null,
      email: `manager.${plan.slug}@example.com`,
      whatsapp: false,
    });
  }
}
