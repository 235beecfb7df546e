/**
 * What each demo picture shows, decided by its path: a property picture `p/<slug>/<n>` shows `propertyScenes[n % 7]`,
 * a room picture `r/<room>/<n>` shows `roomScenes[n % 4]`. The drawer (media/demo-images.ts) and the catalogue read
 * this one table, so a photo's gallery group always names what is drawn.
 */
export const propertyScenes = ['exterior', 'pool', 'bedroom', 'dining', 'view', 'garden', 'lobby'] as const;
export const roomScenes = ['bedroom', 'bathroom', 'view', 'bedroom'] as const;

export type PropertyScene = (typeof propertyScenes)[number];
export type RoomScene = (typeof roomScenes)[number];

/** The gallery group (the property page's tab headings) for each drawn scene. */
export const sceneGroups: Record<PropertyScene | RoomScene, string> = {
  exterior: 'Exterior',
  pool: 'Pool',
  bedroom: 'Bedroom',
  dining: 'Dining',
  view: 'View',
  garden: 'Garden',
  lobby: 'Lobby',
  bathroom: 'Bathroom',
};

/** The property picture of a scene (one per scene and property). */
export function propertyPictureUrl(slug: string, scene: PropertyScene): string {
  return `/media/demo/p/${slug}/${propertyScenes.indexOf(scene)}.webp`;
}

/** A room's picture of a scene; `second` asks for the other bedroom picture (index 3) of a room with two. */
export function roomPictureUrl(roomSlug: string, scene: RoomScene, second = false): string {
  const index = second && scene === 'bedroom' ? 3 : roomScenes.indexOf(scene);
  return `/media/demo/r/${roomSlug}/${index}.webp`;
}
