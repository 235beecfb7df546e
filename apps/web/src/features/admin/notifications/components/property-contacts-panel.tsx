import { formatIndianMobile, mobileFieldValue } from '@staybook/contract';
import type { PropertyContact } from '@staybook/contract/notifications';
import { useEffect, useState } from 'react';
import {
  CheckboxField,
  SaveError,
  SchemaForm,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { useCan } from '../../access/api/get-my-access';
import { Badge, Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { type ContactValues, useContacts, useDeleteContact, useSaveContact } from '../api/contacts';
import { type ContactDraft, contactDraftOf, contactFormSchema, emptyContact } from '../logic/contact-form';
import { PropertyMessages } from './property-messages';

/**
 * The people at a property told of its bookings (issue 23), in the property editor: add, change, remove. Each is
 * reached by WhatsApp when they take it (else SMS) and by e-mail when they have an address.
 */
export function PropertyContactsPanel({ propertyId }: { propertyId: string }) {
  const contacts = useContacts(propertyId);
  const [editing, setEditing] = useState<PropertyContact | 'new' | null>(null);
  const [removing, setRemoving] = useState<PropertyContact | null>(null);
  const remove = useDeleteContact(propertyId);
  const mayReadMessages = useCan('bookings.view');

  return (
    <Panel title="Hotel contacts">
      <p className="mb-3 text-sm text-slate-600">
        They are told of every new booking, change, cancellation and calendar conflict at once, and get the day’s
        arrivals at 8:00 AM: by WhatsApp when they take it, otherwise by SMS, and by e-mail.
      </p>
      <QueryState
        query={contacts}
        loading="Loading contacts"
        isEmpty={(rows) => rows.length === 0}
        empty="No contact yet: nobody at the property is told of its bookings."
      >
        {(rows) => (
          <ul className="mb-3 divide-y divide-slate-200" aria-label="Hotel contacts">
            {rows.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <div>
                  <span className="font-semibold">{c.name}</span> {c.whatsapp && <Badge tone="green">WhatsApp</Badge>}
                  <span className="block text-slate-600">
                    {[c.mobile ? formatIndianMobile(c.mobile) : null, c.email].filter(Boolean).join(' · ')}
                  </span>
                </div>
                {removing?.id === c.id ? (
                  <fieldset className="flex flex-wrap items-center gap-2">
                    <legend className="sr-only">Remove {c.name}?</legend>
                    <span>Remove {c.name}? They will no longer be told of bookings.</span>
                    <button
                      type="button"
                      className="btn-outline border-red-300 text-red-800"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(c.id, { onSuccess: () => setRemoving(null) })}
                    >
                      Remove
                    </button>
                    <button type="button" className="btn-outline" onClick={() => setRemoving(null)}>
                      Keep
                    </button>
                  </fieldset>
                ) : (
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className="btn-outline"
                      aria-label={`Edit ${c.name}`}
                      onClick={() => setEditing(c)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      aria-label={`Remove ${c.name}`}
                      onClick={() => setRemoving(c)}
                    >
                      Remove
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <SaveError error={remove.error} />
      {editing ? (
        <ContactForm
          key={editing === 'new' ? 'new' : editing.id}
          propertyId={propertyId}
          contact={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          Add a contact
        </button>
      )}
      {mayReadMessages && <PropertyMessages propertyId={propertyId} />}
    </Panel>
  );
}

function ContactForm({
  propertyId,
  contact,
  onDone,
}: {
  propertyId: string;
  contact: PropertyContact | null;
  onDone: () => void;
}) {
  const save = useSaveContact(propertyId);
  const form = useSchemaForm<ContactDraft, ContactValues>(
    contactFormSchema,
    contact ? contactDraftOf(contact) : emptyContact,
  );
  useEffect(() => showServerErrors(form, save.error), [form, save.error]);
  return (
    <SchemaForm
      form={form}
      label="Contact form"
      asWritten
      onSubmit={(values) => save.mutateAsync({ id: contact?.id ?? null, values }).then(onDone, () => undefined)}
      className="space-y-4 rounded-lg bg-slate-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" hint="A person or a desk: ‘Front desk’, ‘Anita (manager)’" />
        <TextField
          name="mobile"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          normalize={mobileFieldValue}
        />
        <TextField name="email" label="E-mail" type="email" inputMode="email" autoComplete="off" />
        <div className="self-end">
          <CheckboxField name="whatsapp" label="Takes WhatsApp on this mobile (sent there instead of SMS)" />
        </div>
      </div>
      <SaveError error={save.error} />
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save contact'}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
