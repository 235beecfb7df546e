import { mobileNumberSchema } from '@staybook/contract';
import { mobileFieldValue } from '@staybook/contract/phone';
import { useEffect, useId, useMemo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FieldShell, SchemaForm, TextInput, useFieldError, useSchemaForm } from '../../../components/form/form-kit';
import { useT } from '../../../lib/i18n';
import type { OtpFlow } from '../hooks/use-otp-flow';

/** The sign-in number: the contract's mobile rule, worded as the page or the modal words it (the contract has no form schema for this step). */
const phoneFormSchema = (message: string) =>
  z.object({ phone: mobileNumberSchema({ required: message, invalid: message }) });

/**
 * Step one: a 10-digit Indian mobile number (+91 only), typed or pasted in any spelling ('+91 98220 00003',
 * '09822000003'); the field keeps its 10 digits. Continue stays disabled until the number is valid.
 */
export function PhoneStep({ flow }: { flow: OtpFlow }) {
  const { texts } = flow;
  const t = useT('auth');
  const schema = useMemo(() => phoneFormSchema(texts.phoneError), [texts.phoneError]);
  // Checked at every keystroke (Continue follows the schema); when to say so is PhoneNumberField's decision.
  const form = useSchemaForm(schema, { phone: flow.phone }, { mode: 'onChange' });

  return (
    <SchemaForm
      form={form}
      asWritten
      className="space-y-4"
      onSubmit={() => void flow.sendCode()}
      onValuesChange={(values) => flow.setPhone(values.phone)}
    >
      <PhoneNumberField />
      <button
        type="submit"
        className="btn-primary w-full py-3 text-base"
        disabled={!form.formState.isValid || flow.busy !== null}
      >
        {flow.busy === 'send' ? t('auth.sending') : texts.sendButton}
      </button>
      <p className="text-center text-xs text-slate-600">{t('auth.smsNote')}</p>
    </SchemaForm>
  );
}

/**
 * The number behind its +91 key. The schema's message is shown once the number is as long as it gets (11 digits
 * with a trunk 0), clearly wrong from its first digit (0 is a prefix still being typed), or left unfinished; never
 * for an empty field.
 */
function PhoneNumberField() {
  const id = useId();
  const { control, setFocus } = useFormContext<{ phone: string }>();
  const phone = useWatch({ control, name: 'phone' }) ?? '';
  const { touchedFields } = useFormState({ control, name: 'phone' });
  const error = useFieldError('phone');
  const t = useT('auth');
  const finished = phone.length >= (phone.startsWith('0') ? 11 : 10) || !/^[06-9]/.test(phone);
  const shown = phone.length > 0 && (touchedFields.phone || finished) ? error : undefined;

  useEffect(() => {
    // After the modal's own focus handling (it focuses its first control once its children have mounted).
    const timer = setTimeout(() => setFocus('phone'), 0);
    return () => clearTimeout(timer);
  }, [setFocus]);

  return (
    <FieldShell id={id} label={t('auth.mobileLabel')} error={shown}>
      {(aria) => (
        <div
          className={`flex items-stretch overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-600/30 ${
            shown ? 'border-red-600' : 'border-slate-300 focus-within:border-brand-600'
          }`}
        >
          <span className="flex items-center border-r border-slate-200 bg-slate-50 px-3 text-base font-medium text-slate-700">
            +91
          </span>
          <TextInput
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('auth.mobilePlaceholder')}
            normalize={mobileFieldValue}
            plain
            inputClassName="min-w-0 flex-1 px-3 py-3 text-base tracking-wide text-slate-900 placeholder:text-slate-500 focus:outline-none"
            {...aria}
          />
        </div>
      )}
    </FieldShell>
  );
}
