import type { KycDocument } from '@staybook/contract/kyc';
import { useEffect, useMemo } from 'react';
import { useFormats, useT } from '../../../lib/i18n';
import { useKycImage } from '../api/kyc';

const statusTones: Record<KycDocument['status'], string> = {
  submitted: 'bg-amber-100 text-amber-900',
  verified: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

function PrivateImage({ url, alt }: { url: string; alt: string }) {
  const t = useT('info');
  const image = useKycImage(url);
  const src = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  if (!src) {
    return (
      <div className="grid h-20 w-28 place-items-center rounded-md bg-slate-100 text-xs text-slate-600">
        {image.isError ? t('kyc.imageFailed') : <span className="size-full animate-pulse rounded-md bg-slate-200" />}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={112}
      height={80}
      className="h-20 w-28 rounded-md object-cover ring-1 ring-slate-200"
    />
  );
}

/** The guest's latest submission: type, date, review status and the two images. */
export function KycStatusCard({ document }: { document: KycDocument }) {
  const t = useT('info');
  const { day } = useFormats();
  const label = t('kyc.document', { type: document.documentType });
  return (
    <section aria-labelledby="kyc-latest" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="kyc-latest" className="text-base font-semibold text-slate-900">
          {t('kyc.latest')}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[document.status]}`}>
          {t('kyc.status', { status: document.status })}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('kyc.submittedOn', { document: label, day: day(document.submittedAt) })}
      </p>
      <div className="mt-3 flex gap-3">
        <PrivateImage url={document.frontUrl} alt={t('kyc.imageAlt', { side: 'front', document: label })} />
        <PrivateImage url={document.backUrl} alt={t('kyc.imageAlt', { side: 'back', document: label })} />
      </div>
    </section>
  );
}
