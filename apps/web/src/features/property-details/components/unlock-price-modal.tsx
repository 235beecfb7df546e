import { mobileFieldValue } from '@staybook/contract/phone';
import { type UnlockForm, unlockFormSchema } from '@staybook/contract/price-unlock';
import { FormField, SchemaForm, TextField, TextInput, useSchemaForm } from '../../../components/form/form-kit';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';

interface UnlockPriceModalProps {
  open: boolean;
  onClose: () => void;
  /** Sends the request; rejects on failure (the modal stays open so the guest can retry). */
  onSubmit: (values: UnlockForm) => Promise<void>;
  defaultValues?: Partial<UnlockForm>;
  /** Shown under the title: the stay being priced. */
  stayLabel?: string;
}

/** Full Name and Mobile Number; the button stays disabled until both are filled and while sending. */
export function UnlockPriceModal({ open, onClose, onSubmit, defaultValues, stayLabel }: UnlockPriceModalProps) {
  const t = useT('property');
  const form = useSchemaForm(unlockFormSchema, { name: '', mobile: '', ...defaultValues }, { mode: 'onTouched' });
  const { isSubmitting } = form.formState;
  const name = form.watch('name');
  const mobile = form.watch('mobile');

  return (
    <Modal open={open} onClose={onClose} title={t('property.unlockForm.title')} size="sm">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        {stayLabel ? t('property.unlockForm.introStay', { stay: stayLabel }) : t('property.unlockForm.intro')}
      </p>
      <SchemaForm
        form={form}
        asWritten
        className="space-y-4"
        onSubmit={async (values) => {
          try {
            await onSubmit(values);
          } catch {
            // The page reports the failure; keep what was typed.
          }
        }}
      >
        <TextField name="name" label={t('property.unlockForm.name')} autoComplete="name" />
        <FormField name="mobile" label={t('property.unlockForm.mobile')}>
          {(aria) => (
            <div className="flex">
              <span className="grid place-items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-700">
                +91
              </span>
              {/* The 10 digits however the number is typed or pasted (the one rule of every mobile field). */}
              <TextInput
                name="mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                inputClassName="rounded-l-none"
                normalize={mobileFieldValue}
                {...aria}
              />
            </div>
          )}
        </FormField>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={!name?.trim() || !mobile?.trim() || isSubmitting}
        >
          {isSubmitting ? t('property.unlockForm.processing') : t('property.unlockForm.submit')}
        </button>
        <p className="text-xs text-slate-500">{t('property.unlockForm.privacy')}</p>
      </SchemaForm>
    </Modal>
  );
}
