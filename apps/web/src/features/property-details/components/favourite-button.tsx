import { useState } from 'react';
import { readFavourites, toggleFavourite } from '../logic/favourites';

export function FavouriteButton({ propertyId, className = '' }: { propertyId: string; className?: string }) {
  const [isFavourite, setFavourite] = useState(() => readFavourites().has(propertyId));
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label="Save to favourites"
      onClick={() => setFavourite(toggleFavourite(propertyId))}
      className={className}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-5 ${isFavourite ? 'fill-coral-600 text-coral-600' : 'fill-none'}`}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.9 5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.6 0 5.7 3.6 4.4 6.8C19.5 16.4 12 21 12 21z"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
