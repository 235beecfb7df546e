import { describe, expect, it } from 'vitest';
import { propertyPageTitle, roomPageTitle } from './page-titles';

describe('page titles', () => {
  it('name the stay, its kind and its city, then the brand', () => {
    expect(propertyPageTitle({ name: 'Casa Azul', typeLabel: 'Villa', city: 'Goa' })).toBe(
      'Casa Azul — Villa in Goa | Staybook',
    );
    expect(propertyPageTitle({ name: 'Casa Azul', typeLabel: '', city: 'Goa' })).toBe('Casa Azul — Goa | Staybook');
    expect(propertyPageTitle({ name: 'Casa Azul', typeLabel: '', city: '' })).toBe('Casa Azul | Staybook');
  });

  it('name a room with its property and city', () => {
    expect(roomPageTitle({ name: 'Garden Room', propertyName: 'Casa Azul', city: 'Goa' })).toBe(
      'Garden Room — Casa Azul, Goa | Staybook',
    );
    expect(roomPageTitle({ name: 'Garden Room', propertyName: '' })).toBe('Garden Room | Staybook');
  });
});
