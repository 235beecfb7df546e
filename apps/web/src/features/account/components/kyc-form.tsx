import {
  DEFAULT_KYC_DOCUMENT_TYPE,
  KYC_MAX_IMAGE_BYTES,
  type KycDocumentType,
  type KycSide,
  kycDocumentTypeValues,
} from '@staybook/contract/kyc';
import { formatFileSize } from '@staybook/contract/media';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSubmitKyc } from '../api/kyc';
import { checkKycFile } from '../logic/kyc-files';
import { ImagePicker } from './image-picker';

type Picked = Record<KycSide, { file: File | null; error: string | null }>;
const empty: Picked = { front: { file: null, error: null }, back: { file: null, error: null } };

/** Document type, front and back images, 'Submit KYC'. Changing the type clears the files (spec section 4). */
export function KycForm() {
  const t = useT('info');
  const [documentType, setDocumentType] = useState<KycDocumentType>(DEFAULT_KYC_DOCUMENT_TYPE);
  const [picked, setPicked] = useState<Picked>(empty);
  // Bumped to remount the file inputs, which is the only way to empty them.
  const [generation, setGeneration] = useState(0);
  const submit = useSubmitKyc();

  const clearFiles = () => {
    setPicked(empty);
    setGeneration((g) => g + 1);
  };

  const pick = (side: KycSide, file: File | null) =>
    setPicked((p) => ({ ...p, [side]: { file, error: file ? fileError(side, file) : null } }));

  const fileError = (side: KycSide, file: File) => {
    const problem = checkKycFile(file);
    return problem && t('kyc.fileError', { problem, side, max: formatFileSize(KYC_MAX_IMAGE_BYTES) });
  };

  const ready = picked.front.file && picked.back.file && !picked.front.error && !picked.back.error;

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (!picked.front.file || !picked.back.file || !ready) return;
        submit.mutate(
          { documentType, front: picked.front.file, back: picked.back.file },
          {
            onSuccess: () => {
              // The server's words are English's; the page says it in its language.
              toast.success(t('kyc.submitted'));
              clearFiles();
            },
            onError: (error) => toast.error(error instanceof ApiError ? error.message : t('kyc.submitFailed')),
          },
        );
      }}
    >
      <fieldset>
        <legend className="label">{t('kyc.documentType')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {kycDocumentTypeValues.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                documentType === value
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500'
              }`}
            >
              <input
                type="radio"
                name="documentType"
                value={value}
                checked={documentType === value}
                onChange={() => {
                  setDocumentType(value);
                  clearFiles();
                }}
                className="size-4 accent-brand-700"
              />
              {t('kyc.document', { type: value })}
            </label>
          ))}
        </div>
      </fieldset>
      <div key={generation} className="grid gap-4 sm:grid-cols-2">
        <ImagePicker
          side="front"
          file={picked.front.file}
          error={picked.front.error}
          onPick={(f) => pick('front', f)}
        />
        <ImagePicker side="back" file={picked.back.file} error={picked.back.error} onPick={(f) => pick('back', f)} />
      </div>
      <button
        type="submit"
        className="btn-primary w-full py-3 text-base sm:w-auto sm:px-10"
        disabled={!ready || submit.isPending}
      >
        {submit.isPending ? t('kyc.submitting') : t('kyc.submit')}
      </button>
      <p className="text-xs text-slate-600">{t('kyc.private')}</p>
    </form>
  );
}
