import type { AdminHeroSlide, HeroSlideInput } from '@staybook/contract/hero-admin';
import { imageUploadProblem } from '@staybook/contract/media';
import { type FormEvent, useId, useState } from 'react';
import { mediaVariant } from '../../../lib/media';
import { errorMessage } from '../lib/console-api';
import { heroApi } from './hero-api';

export interface SlideDraft {
  image: string;
  title: string;
  subtitle: string;
  description: string;
  ctaText: string;
  ctaLink: string;
  overlayColor: string;
  isActive: boolean;
}

export const emptyDraft: SlideDraft = {
  image: '',
  title: '',
  subtitle: '',
  description: '',
  ctaText: 'Explore',
  ctaLink: '/property-list',
  overlayColor: 'rgba(0,0,0,0.4)',
  isActive: true,
};

export const draftOf = (s: AdminHeroSlide): SlideDraft => ({
  image: s.image,
  title: s.title,
  subtitle: s.subtitle ?? '',
  description: s.description ?? '',
  ctaText: s.ctaText ?? '',
  ctaLink: s.ctaLink ?? '',
  overlayColor: s.overlayColor ?? 'rgba(0,0,0,0.4)',
  isActive: s.isActive,
});

/** Field-level checks mirrored from the contract, so the operator sees them before saving. */
export function validateDraft(d: SlideDraft): Partial<Record<keyof SlideDraft, string>> {
  const errors: Partial<Record<keyof SlideDraft, string>> = {};
  if (!d.image.trim()) errors.image = 'Upload an image or enter its address.';
  if (!d.title.trim()) errors.title = 'Enter a title.';
  else if (d.title.trim().length > 120) errors.title = 'Keep the title under 120 characters.';
  if (d.subtitle.length > 160) errors.subtitle = 'Keep the subtitle under 160 characters.';
  if (d.description.length > 500) errors.description = 'Keep the description under 500 characters.';
  if (d.ctaLink.trim() && !d.ctaLink.trim().startsWith('/'))
    errors.ctaLink = 'Use a path on this site, starting with / (for example /property-list).';
  if (!/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/.test(d.overlayColor.trim()))
    errors.overlayColor = 'Use a hex colour (#000000) or rgba(0,0,0,0.4).';
  return errors;
}

interface Props {
  initial: SlideDraft;
  category: string;
  heading: string;
  saving: boolean;
  serverError: string | null;
  onSave: (input: HeroSlideInput) => void;
  onCancel: () => void;
}

/** Create or edit one slide, with image upload and a live preview as the home page will show it. */
export function HeroSlideForm({ initial, category, heading, saving, serverError, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const id = useId();
  const errors = validateDraft(draft);
  const shown = touched ? errors : {};
  const set = <K extends keyof SlideDraft>(key: K, value: SlideDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageUploadProblem(file);
    setUploadError(problem);
    if (problem) return;
    setUploading(true);
    try {
      set('image', await heroApi.upload(file));
    } catch (error) {
      setUploadError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    onSave({ ...draft, category });
  };

  const field = (key: keyof SlideDraft) => ({
    id: `${id}-${key}`,
    'aria-invalid': shown[key] ? true : undefined,
    'aria-describedby': shown[key] ? `${id}-${key}-error` : undefined,
  });
  const error = (key: keyof SlideDraft) =>
    shown[key] ? (
      <p id={`${id}-${key}-error`} className="field-error">
        {shown[key]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-2" aria-label={heading}>
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
        <div>
          <label className="label" htmlFor={`${id}-file`}>
            Image (JPEG, PNG or WebP, up to 8 MB)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="block w-full text-sm"
            onChange={(e) => void upload(e.target.files?.[0])}
            disabled={uploading}
          />
          {uploading && <p className="mt-1 text-sm text-slate-600">Uploading…</p>}
          {uploadError && (
            <p role="alert" className="field-error">
              {uploadError}
            </p>
          )}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-image`}>
            Image address
          </label>
          <input
            {...field('image')}
            className="input"
            value={draft.image}
            onChange={(e) => set('image', e.target.value)}
          />
          {error('image')}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-title`}>
            Title
          </label>
          <input
            {...field('title')}
            className="input"
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
          />
          {error('title')}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-subtitle`}>
            Subtitle
          </label>
          <input
            {...field('subtitle')}
            className="input"
            value={draft.subtitle}
            onChange={(e) => set('subtitle', e.target.value)}
          />
          {error('subtitle')}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-description`}>
            Description
          </label>
          <textarea
            {...field('description')}
            className="input"
            rows={2}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
          {error('description')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label className="label" htmlFor={`${id}-ctaText`}>
              Button text
            </label>
            <input
              {...field('ctaText')}
              className="input"
              value={draft.ctaText}
              onChange={(e) => set('ctaText', e.target.value)}
            />
          </div>
          <div>
            <label className="label" htmlFor={`${id}-ctaLink`}>
              Button link
            </label>
            <input
              {...field('ctaLink')}
              className="input"
              value={draft.ctaLink}
              onChange={(e) => set('ctaLink', e.target.value)}
            />
            {error('ctaLink')}
          </div>
        </div>
        <div>
          <label className="label" htmlFor={`${id}-overlayColor`}>
            Overlay colour
          </label>
          <input
            {...field('overlayColor')}
            className="input"
            value={draft.overlayColor}
            onChange={(e) => set('overlayColor', e.target.value)}
          />
          {error('overlayColor')}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          Show on the website (active)
        </label>
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {serverError}
          </p>
        )}
        <div className="flex gap-3">
          <button type="submit" className="btn-primary" disabled={saving || uploading}>
            {saving ? 'Saving…' : 'Save slide'}
          </button>
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
      <SlidePreview draft={draft} />
    </form>
  );
}

/** The slide as the home page's hero shows it. */
export function SlidePreview({ draft }: { draft: SlideDraft }) {
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
      {!draft.isActive && <p className="mt-2 text-sm text-amber-800">Inactive: guests will not see this slide.</p>}
    </figure>
  );
}
