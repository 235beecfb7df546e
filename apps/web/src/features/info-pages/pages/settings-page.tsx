import { type Language, pathInLanguage } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import { pagePaths } from '@staybook/contract/page-paths';
import { useState } from 'react';
import { SchemaForm, SelectField, TextField, useSchemaForm } from '../../../components/form/form-kit';
import { toast } from '../../../components/ui/toast';
import { useAuthStore } from '../../../lib/auth-store';
import { rememberLanguage, useLanguage, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { saveLanguageToProfile } from '../../../lib/profile-language';
import { InfoHero } from '../components/info-hero';
import { languages, loadSettings, type Settings, saveSettings, settingsSchema } from '../logic/settings-storage';

/** Each language's name in the page's own language ('Hindi' on an English page). */
const languageLabels: Record<Language, AreaId<'info'>> = {
  en: 'settings.language.en',
  hi: 'settings.language.hi',
  es: 'settings.language.es',
  fr: 'settings.language.fr',
  de: 'settings.language.de',
};

export default function SettingsPage() {
  const t = useT('info');
  const pageLanguage = useLanguage();
  const languageOptions = languages.map((l) => [l, t(languageLabels[l])] as const);
  usePageMeta(t('settings.title'), t('settings.description'));
  const signedInName = useAuthStore((s) => s.user?.name ?? '');
  // Read once: the form owns the values after the first render.
  const [initial] = useState(() => {
    const saved = loadSettings();
    // The language is the page's own (its address), whatever an earlier save said.
    return { ...saved, name: saved.name || signedInName, language: pageLanguage };
  });
  const form = useSchemaForm(settingsSchema, initial);
  const notifications = form.watch('notifications');

  const onSubmit = async (values: Settings) => {
    try {
      saveSettings(values);
      rememberLanguage(values.language);
      // Signed in, the profile keeps it too, so another device starts in it; quietly, before the page is left.
      await saveLanguageToProfile(values.language);
      // Another language is another address: Settings again, rendered in it.
      if (values.language !== pageLanguage) {
        window.location.assign(pathInLanguage(values.language, pagePaths.settings));
        return;
      }
      toast.success(t('settings.saved'));
    } catch {
      toast.error(t('settings.saveFailed'));
    }
  };

  return (
    <main>
      <InfoHero eyebrow={t('settings.eyebrow')} title={t('settings.title')}>
        {t('settings.kept')}
      </InfoHero>
      <SchemaForm
        form={form}
        onSubmit={onSubmit}
        label={t('settings.title')}
        asWritten
        className="mx-auto max-w-xl space-y-6 px-4 py-10"
      >
        <TextField name="name" label={t('settings.name')} autoComplete="name" />
        <div>
          <label htmlFor="settings-password" className="label">
            {t('settings.password')}
          </label>
          <input
            id="settings-password"
            type="password"
            className="input"
            disabled
            aria-describedby="settings-password-note"
            placeholder={t('settings.passwordPlaceholder')}
          />
          <p id="settings-password-note" className="mt-1 text-sm text-slate-600">
            {t('settings.passwordNote')}
          </p>
        </div>
        <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
          <div>
            <p id="settings-notifications-label" className="font-medium text-slate-900">
              {t('settings.notifications')}
            </p>
            <p id="settings-notifications-hint" className="text-sm text-slate-600">
              {t('settings.notificationsHint')}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={notifications}
            aria-labelledby="settings-notifications-label"
            aria-describedby="settings-notifications-hint"
            onClick={() => form.setValue('notifications', !notifications, { shouldDirty: true })}
            className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${notifications ? 'bg-brand-700' : 'bg-slate-400'}`}
          >
            <span
              aria-hidden="true"
              className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${notifications ? 'translate-x-5' : ''}`}
            />
          </button>
        </div>
        <SelectField name="language" label={t('settings.language')} options={languageOptions} />
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {t('settings.save')}
        </button>
      </SchemaForm>
    </main>
  );
}
