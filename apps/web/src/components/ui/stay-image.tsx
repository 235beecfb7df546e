import type { ImgHTMLAttributes } from 'react';
import { mediaSrcSet, PLACEHOLDER_IMAGE } from '../../lib/media';

type StayImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string | null | undefined;
  width: number;
  height: number;
};

/** A sized image with the media srcset; a missing or broken image shows the placeholder instead. */
export function StayImage({ src, alt = '', loading = 'lazy', ...rest }: StayImageProps) {
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      src={src || PLACEHOLDER_IMAGE}
      srcSet={mediaSrcSet(src)}
      onError={(e) => {
        if (e.currentTarget.src === PLACEHOLDER_IMAGE) return;
        e.currentTarget.srcset = '';
        e.currentTarget.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
