import {
  type NotificationChannel,
  type NotificationKind,
  type NotificationTemplate,
  notificationChannelLabels,
  notificationKindChannels,
  notificationKindLabels,
  notificationKinds,
  notificationPlaceholders,
  placeholderDescriptions,
  renderTemplate,
  samplePlaceholderValues,
  templateTextProblem,
} from '@staybook/contract/notifications';
import { useId, useState } from 'react';
import { Badge, PageHeader, Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { useSaveTemplate, useTemplates } from '../api/templates';
import { GuestMessagePreview } from '../components/guest-message-preview';

/**
 * /admin/notifications: the wording of every message to the hotels' contacts and to guests (issue 23), one template
 * per message and channel, with a preview on a sample booking; and the guest's booking messages in each of the
 * site's languages (issue 43). Placeholders a message does not know are refused
 * here and by the server, with the same words.
 */
export default function TemplatesPage() {
  const templates = useTemplates();
  const [kind, setKind] = useState<NotificationKind>('booking_confirmed');
  const [channel, setChannel] = useState<NotificationChannel>('whatsapp');
  const channels = notificationKindChannels[kind];
  const shownChannel = channels.includes(channel) ? channel : (channels[0] as NotificationChannel);
  const kindId = useId();
  const channelId = useId();

  return (
    <div>
      <PageHeader
        title="Message templates"
        help="What the hotels’ contacts and the guests read. Write whole sentences; the details go in {placeholders}."
      />
      <Panel>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label className="label" htmlFor={kindId}>
              Message
            </label>
            <select
              id={kindId}
              className="input"
              value={kind}
              onChange={(e) => setKind(e.target.value as NotificationKind)}
            >
              {notificationKinds.map((k) => (
                <option key={k} value={k}>
                  {notificationKindLabels[k]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={channelId}>
              Channel
            </label>
            <select
              id={channelId}
              className="input"
              value={shownChannel}
              onChange={(e) => setChannel(e.target.value as NotificationChannel)}
            >
              {channels.map((c) => (
                <option key={c} value={c}>
                  {notificationChannelLabels[c]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </Panel>
      <QueryState query={templates} loading="Loading templates">
        {(list) => {
          const template = list.find((t) => t.kind === kind && t.channel === shownChannel);
          return template ? (
            <TemplateEditor key={`${kind}/${shownChannel}/${template.updatedAt ?? 'default'}`} template={template} />
          ) : null;
        }}
      </QueryState>
      <GuestMessagePreview />
    </div>
  );
}

function TemplateEditor({ template }: { template: NotificationTemplate }) {
  const { kind, channel } = template;
  const [subject, setSubject] = useState(template.subject ?? '');
  const [body, setBody] = useState(template.body);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveTemplate(kind, channel);
  const isMail = channel === 'email';
  const subjectProblem = isMail ? templateTextProblem(kind, subject) : null;
  const bodyProblem = templateTextProblem(kind, body);
  const changed = body !== template.body || (isMail && subject !== (template.subject ?? ''));
  const subjectId = useId();
  const bodyId = useId();

  const submit = (text: { subject: string | null; body: string } | null) => {
    setSaved(null);
    save.mutate(text, {
      onSuccess: () => setSaved(text ? 'Saved: the next messages use this wording.' : 'Back to the default wording.'),
    });
  };

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Panel title={`${notificationKindLabels[kind]} · ${notificationChannelLabels[channel]}`}>
        <p className="mb-3">{template.edited ? <Badge tone="blue">Edited</Badge> : <Badge>Default wording</Badge>}</p>
        <form
          aria-label="Template"
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (subjectProblem || bodyProblem) return;
            submit({ subject: isMail ? subject : null, body });
          }}
        >
          {isMail && (
            <div>
              <label className="label" htmlFor={subjectId}>
                Subject
              </label>
              <input
                id={subjectId}
                className="input"
                value={subject}
                aria-invalid={subjectProblem ? true : undefined}
                aria-describedby={subjectProblem ? `${subjectId}-error` : undefined}
                onChange={(e) => setSubject(e.target.value)}
              />
              {subjectProblem && (
                <p id={`${subjectId}-error`} className="field-error">
                  {subjectProblem}
                </p>
              )}
            </div>
          )}
          <div>
            <label className="label" htmlFor={bodyId}>
              Message
            </label>
            <textarea
              id={bodyId}
              className="input font-mono text-sm"
              rows={isMail ? 12 : 6}
              value={body}
              aria-invalid={bodyProblem ? true : undefined}
              aria-describedby={bodyProblem ? `${bodyId}-error` : undefined}
              onChange={(e) => setBody(e.target.value)}
            />
            {bodyProblem && (
              <p id={`${bodyId}-error`} className="field-error">
                {bodyProblem}
              </p>
            )}
          </div>
          {save.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(save.error)}
            </p>
          )}
          {saved && (
            <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
              {saved}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className="btn-primary"
              disabled={save.isPending || !changed || Boolean(subjectProblem || bodyProblem)}
            >
              {save.isPending ? 'Saving…' : 'Save template'}
            </button>
            {template.edited && (
              <button type="button" className="btn-outline" disabled={save.isPending} onClick={() => submit(null)}>
                Back to the default
              </button>
            )}
          </div>
        </form>
        <h3 className="mt-6 mb-2 font-semibold text-slate-900">Placeholders of this message</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {notificationPlaceholders[kind].map((name) => (
            <div key={name} className="contents">
              <dt className="font-mono text-slate-900">{`{${name}}`}</dt>
              <dd className="text-slate-600">{placeholderDescriptions[name]}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title="Preview with a sample booking">
        <section aria-label="Preview" className="rounded-lg bg-slate-50 p-4 text-sm">
          {isMail && <p className="mb-2 font-semibold">{renderTemplate(subject, samplePlaceholderValues)}</p>}
          <p className="whitespace-pre-line text-slate-800">{renderTemplate(body, samplePlaceholderValues)}</p>
        </section>
      </Panel>
    </div>
  );
}
