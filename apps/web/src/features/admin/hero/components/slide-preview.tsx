import { mediaVariant } from '../../../../lib/media';
import type { SlideDraft } from '../logic/slide-form';

/** The slide as the home page's hero shows it. */
export function SlidePreview({ draft }: { draft: Partial<SlideDraft> }) {
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-medium text-slate-700">Preview</figcaption>
      <div className="relative aspect-[16/9] overflow-hidden rounded-xl bg-slate-300">
        {draft.image && (
          <img src={mediaVariant(draft.image, 640)} alt="" className="absolute inset-0 size-full object-cover" />
        )}
        <div className="absolute inset-0" style={{ background: draft.overlayColor }} />
        <div className="absolute inset-0 flex flex-col items-center justify-center p-4 text-center text-white">
          <p className="text-xl font-bold sm:text-2xl">{draft.title || 'Slide title'}</p>
          {draft.subtitle && <p className="mt-1 text-sm sm:text-base">{draft.subtitle}</p>}
          {draft.ctaText && (
            <span className="mt-3 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900">
              {draft.ctaText}
            </span>
          )}
        </div>
      </div>
      {draft.isActive === false && (
        <p className="mt-2 text-sm text-amber-800">Inactive: guests will not see this slide.</p>
      )}
    </figure>
  );
}
