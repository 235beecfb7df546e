import { zodResolver } from '@hookform/resolvers/zod';
import { mobileFieldValue } from '@staybook/contract/phone';
import { type UnlockForm, unlockFormSchema } from '@staybook/contract/price-unlock';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../components/ui/modal';

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
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<UnlockForm>({
    resolver: zodResolver(unlockFormSchema),
    defaultValues: { name: '', mobile: '', ...defaultValues },
    mode: 'onTouched',
  });
  const name = watch('name');
  const mobile = watch('mobile');
  const mobileField = register('mobile');

  return (
    <Modal open={open} onClose={onClose} title="Unlock Price" size="sm">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Tell us who is asking and see the total for your stay{stayLabel ? ` (${stayLabel})` : ''}.
      </p>
      <form
        noValidate
        onSubmit={handleSubmit(async (values) => {
          try {
            await onSubmit(values);
          } catch {
            // The page reports the failure; keep what was typed.
          }
        })}
        className="space-y-4"
      >
        <div>
          <label htmlFor="unlock-name" className="label">
            Full Name
          </label>
          <input
            id="unlock-name"
            className="input"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'unlock-name-error' : undefined}
            {...register('name')}
          />
          {errors.name && (
            <p id="unlock-name-error" className="field-error">
              {errors.name.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="unlock-mobile" className="label">
            Mobile Number
          </label>
          <div className="flex">
            <span className="grid place-items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-700">
              +91
            </span>
            <input
              id="unlock-mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              className="input rounded-l-none"
              aria-invalid={errors.mobile ? true : undefined}
              aria-describedby={errors.mobile ? 'unlock-mobile-error' : undefined}
              {...mobileField}
              onChange={(e) => {
                // The 10 digits however the number is typed or pasted (the one rule of every mobile field).
                setValue('mobile', mobileFieldValue(e.target.value), { shouldValidate: Boolean(errors.mobile) });
              }}
            />
          </div>
          {errors.mobile && (
            <p id="unlock-mobile-error" className="field-error">
              {errors.mobile.message}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={!name?.trim() || !mobile?.trim() || isSubmitting}
        >
          {isSubmitting ? 'Processing...' : 'Unlock Price & Continue'}
        </button>
        <p className="text-xs text-slate-500">We will only use your number to help with this booking.</p>
      </form>
    </Modal>
  );
}
