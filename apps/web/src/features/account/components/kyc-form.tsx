import {
  DEFAULT_KYC_DOCUMENT_TYPE,
  type KycDocumentType,
  type KycSide,
  kycDocumentTypes,
  kycDocumentTypeValues,
} from '@staybook/contract/kyc';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSubmitKyc } from '../api/kyc';
import { checkKycFile } from '../logic/kyc-files';
import { ImagePicker } from './image-picker';

type Picked = Record<KycSide, { file: File | null; error: string | null }>;
const empty: Picked = { front: { file: null, error: null }, back: { file: null, error: null } };

/** Document type, front and back images, 'Submit KYC'. Changing the type clears the files (spec section 4). */
export function KycForm() {
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
    setPicked((p) => ({ ...p, [side]: { file, error: file ? checkKycFile(side, file) : null } }));

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
            onSuccess: (res) => {
              toast.success(res.message);
              clearFiles();
            },
            onError: (error) =>
              toast.error(error instanceof ApiError ? error.message : 'Failed to submit KYC. Please try again.'),
          },
        );
      }}
    >
      <fieldset>
        <legend className="label">Document type</legend>
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
              {kycDocumentTypes[value]}
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
        {submit.isPending ? 'Submitting…' : 'Submit KYC'}
      </button>
      <p className="text-xs text-slate-600">
        Your documents are stored privately and are seen only by you and our verification team.
      </p>
    </form>
  );
}
