import type { KycSide } from '@staybook/contract/kyc';
import { useEffect, useId, useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import { formatFileSize } from '../logic/kyc-files';

interface ImagePickerProps {
  side: KycSide;
  file: File | null;
  error: string | null;
  onPick: (file: File | null) => void;
}

/** One labelled file input (JPEG, PNG or WebP) with a preview of the chosen image. */
export function ImagePicker({ side, file, error, onPick }: ImagePickerProps) {
  const t = useT('info');
  const inputId = useId();
  const hintId = useId();
  const preview = useMemo(() => (file && !error ? URL.createObjectURL(file) : null), [file, error]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div>
      <label htmlFor={inputId} className="label">
        {t('kyc.side', { side })}
      </label>
      <div
        className={`relative flex min-h-40 flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border-2 border-dashed p-4 text-center transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${
          error
            ? 'border-red-500 bg-red-50'
            : file
              ? 'border-brand-500 bg-brand-50'
              : 'border-slate-300 bg-slate-50 hover:border-brand-500'
        }`}
      >
        {preview ? (
          <img
            src={preview}
            alt={t('kyc.preview', { side })}
            width={240}
            height={150}
            className="h-32 w-auto rounded-md object-contain"
          />
        ) : (
          <svg
            width="32"
            height="32"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            className="text-slate-500"
            aria-hidden="true"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="1.8" />
            <path d="m21 16-5-5-8 8" />
          </svg>
        )}
        <p className="text-sm font-medium text-slate-800">
          {file ? `${file.name} · ${formatFileSize(file.size)}` : t('kyc.upload', { side })}
        </p>
        <p id={hintId} className="text-xs text-slate-600">
          {t('kyc.fileHint')}
        </p>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={hintId}
          aria-invalid={error !== null}
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
          className="absolute inset-0 cursor-pointer opacity-0"
        />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
