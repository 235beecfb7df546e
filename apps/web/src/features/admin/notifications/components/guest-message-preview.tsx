import { type GuestMessageKind, guestMessageKindLabels, guestMessageKinds } from '@staybook/contract/guest-messages';
import { LANGUAGES, type Language, languageNames } from '@staybook/contract/languages';
import { useId, useState } from 'react';
import { Badge, Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { useGuestMessagePreview } from '../api/guest-preview';

/**
 * The guest's booking messages as a booking made in each of the site's languages receives them (issue 43): pick the
 * message and the language, read its e-mail and its SMS for the sample booking. Their words are the site's
 * catalogues (translated there, not edited here); the SMS goes in English where the SMS provider has no template
 * registered in the language (India's DLT), and the preview says so.
 */
export function GuestMessagePreview() {
  const [message, setMessage] = useState<GuestMessageKind>('booking_confirmed');
  const [language, setLanguage] = useState<Language>('hi');
  const preview = useGuestMessagePreview(message, language);
  const messageId = useId();
  const languageId = useId();
  return (
    <Panel title="The guest’s booking messages, in the language they booked in" className="mt-6">
      <p className="mb-4 text-sm text-slate-600">
        A booking made on the site in Hindi, Spanish, French or German is confirmed, changed, cancelled and refunded in
        that language, and its guest is invited to review the stay in it; the tax invoice stays in English. These words
        are the site’s translations.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className="label" htmlFor={messageId}>
            Guest message
          </label>
          <select
            id={messageId}
            className="input"
            value={message}
            onChange={(e) => setMessage(e.target.value as GuestMessageKind)}
          >
            {guestMessageKinds.map((k) => (
              <option key={k} value={k}>
                {guestMessageKindLabels[k]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor={languageId}>
            Language
          </label>
          <select
            id={languageId}
            className="input"
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {languageNames[l]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={preview} loading="Loading the preview">
        {(text) => (
          <section aria-label="Guest message preview" lang={text.language} className="mt-4 space-y-4 text-sm">
            <div className="rounded-lg bg-slate-50 p-4">
              <h3 className="mb-2 font-semibold text-slate-900" lang="en">
                E-mail
              </h3>
              <p className="mb-2 font-semibold">{text.subject}</p>
              <p className="whitespace-pre-line text-slate-800">{text.mail}</p>
            </div>
            <div className="rounded-lg bg-slate-50 p-4">
              <h3 className="mb-2 font-semibold text-slate-900" lang="en">
                SMS{' '}
                {text.smsLanguage !== text.language && (
                  <Badge tone="amber">In English: no SMS template is registered in this language</Badge>
                )}
              </h3>
              <p className="whitespace-pre-line text-slate-800" lang={text.smsLanguage}>
                {text.sms}
              </p>
            </div>
          </section>
        )}
      </QueryState>
    </Panel>
  );
}
