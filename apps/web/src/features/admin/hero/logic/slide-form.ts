import type { AdminHeroSlide, HeroSlideInput } from '@staybook/contract/hero-admin';
import type { FieldMessages } from '../../../../components/form/form-kit';

/** The form's values: the contract's input with every text filled in (inputs hold '' rather than nothing). */
export type SlideDraft = Required<Omit<HeroSlideInput, 'category'>>;

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

/** The contract (heroSlideInputSchema) decides what is valid; these say it in the operator's words. */
export const slideMessages: FieldMessages = {
  image: 'Upload an image or enter its address.',
  title: (e) => (e.type === 'too_big' ? 'Keep the title under 120 characters.' : 'Enter a title.'),
  subtitle: 'Keep the subtitle under 160 characters.',
  description: 'Keep the description under 500 characters.',
  ctaLink: 'Use a path on this site, starting with / (for example /property-list).',
  overlayColor: 'Use a hex colour (#000000) or rgba(0,0,0,0.4).',
};
