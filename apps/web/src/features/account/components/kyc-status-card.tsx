import { formatDay } from '@staybook/contract/format';
import { type KycDocument, kycDocumentTypes } from '@staybook/contract/kyc';
import { useEffect, useMemo } from 'react';
import { useKycImage } from '../api/kyc';

const statusLabels: Record<KycDocument['status'], { text: string; tone: string }> = {
  submitted: { text: 'Under review', tone: 'bg-amber-100 text-amber-900' },
  verified: { text: 'Verified', tone: 'bg-emerald-100 text-emerald-900' },
  rejected: { text: 'Rejected', tone: 'bg-red-100 text-red-900' },
};

function PrivateImage({ url, alt }: { url: string; alt: string }) {
  const image = useKycImage(url);
  const src = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  if (!src) {
    return (
      <div className="grid h-20 w-28 place-items-center rounded-md bg-slate-100 text-xs text-slate-600">
        {image.isError ? (
          'Image could not be loaded'
        ) : (
          <span className="size-full animate-pulse rounded-md bg-slate-200" />
        )}
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
  const status = statusLabels[document.status];
  const label = kycDocumentTypes[document.documentType];
  return (
    <section aria-labelledby="kyc-latest" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="kyc-latest" className="text-base font-semibold text-slate-900">
          Latest submission
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.tone}`}>{status.text}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {label} · submitted {formatDay(document.submittedAt)}
      </p>
      <div className="mt-3 flex gap-3">
        <PrivateImage url={document.frontUrl} alt={`${label} front`} />
        <PrivateImage url={document.backUrl} alt={`${label} back`} />
      </div>
    </section>
  );
}
