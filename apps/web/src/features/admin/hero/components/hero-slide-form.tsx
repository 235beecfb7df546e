import { type HeroSlideInput, heroSlideInputSchema } from '@staybook/contract/hero-admin';
import { imageUploadProblem } from '@staybook/contract/media';
import { useId, useState } from 'react';
import { CheckboxField, SaveError, SchemaForm, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import { errorMessage } from '../../lib/console-api';
import { useUploadHeroImage } from '../api/upload-hero-image';
import { type SlideDraft, slideMessages } from '../logic/slide-form';
import { SlidePreview } from './slide-preview';

interface Props {
  initial: SlideDraft;
  category: string;
  heading: string;
  saving: boolean;
  /** The last failed save, if any. */
  error: unknown;
  onSave: (input: HeroSlideInput) => void;
  onCancel: () => void;
}

/** Create or edit one slide, with image upload and a live preview as the home page will show it. */
export function HeroSlideForm({ initial, category, heading, saving, error, onSave, onCancel }: Props) {
  const form = useSchemaForm(heroSlideInputSchema, { ...initial, category });
  const upload = useUploadHeroImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const id = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageUploadProblem(file);
    setUploadError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: (url) => form.setValue('image', url, { shouldValidate: form.formState.isSubmitted }),
      onError: (e) => setUploadError(errorMessage(e)),
    });
  };

  return (
    <SchemaForm
      form={form}
      label={heading}
      messages={slideMessages}
      onSubmit={onSave}
      className="grid gap-6 lg:grid-cols-2"
    >
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
            onChange={(e) => choose(e.target.files?.[0])}
            disabled={upload.isPending}
          />
          {upload.isPending && <p className="mt-1 text-sm text-slate-600">Uploading…</p>}
          {uploadError && (
            <p role="alert" className="field-error">
              {uploadError}
            </p>
          )}
        </div>
        <TextField name="image" label="Image address" />
        <TextField name="title" label="Title" />
        <TextField name="subtitle" label="Subtitle" />
        <TextField name="description" label="Description" rows={2} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="ctaText" label="Button text" />
          <TextField name="ctaLink" label="Button link" />
        </div>
        <TextField name="overlayColor" label="Overlay colour" />
        <CheckboxField name="isActive" label="Show on the website (active)" />
        <SaveError error={error} />
        <div className="flex gap-3">
          <button type="submit" className="btn-primary" disabled={saving || upload.isPending}>
            {saving ? 'Saving…' : 'Save slide'}
          </button>
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
      <SlidePreview draft={form.watch()} />
    </SchemaForm>
  );
}
