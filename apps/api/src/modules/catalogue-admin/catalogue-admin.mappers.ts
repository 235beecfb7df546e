import type {
  AdminCategory,
  AdminCity,
  AdminDeal,
  AdminMedia,
  AdminPropertyDetail,
  AdminPropertySummary,
  AdminRoomMedia,
  AdminRoomType,
} from '@staybook/contract/admin-catalogue';
import { paiseToRupees } from '@staybook/contract/money';
import type * as repo from './catalogue-admin.repository.js';

/** Rows as the console sees them: rupees not paise, ISO times, no internal columns. */

export const toMedia = (m: repo.MediaRow): AdminMedia => ({
  id: m.id,
  category: m.category,
  title: m.title,
  url: m.url,
  width: m.width,
  height: m.height,
  sortOrder: m.sortOrder,
});

export const toRoomMedia = (m: repo.RoomMediaRow): AdminRoomMedia => ({
  id: m.id,
  highlight: m.highlight,
  title: m.title,
  url: m.url,
  width: m.width,
  height: m.height,
  sortOrder: m.sortOrder,
});

export const toCategory = (c: repo.CategoryRow): AdminCategory => ({
  id: c.id,
  name: c.name,
  imageUrl: c.imageUrl,
  target: c.target,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
});

export const toDeal = (d: repo.DealRow & { propertyName: string | null }): AdminDeal => ({
  id: d.id,
  title: d.title,
  subTitle: d.subTitle,
  imageUrl: d.imageUrl,
  target: d.target,
  propertyId: d.propertyId,
  propertyName: d.propertyName,
  promotionId: d.promotionId,
  sortOrder: d.sortOrder,
  isActive: d.isActive,
});

export const toCity = (c: repo.CityRow & { propertyCount: number }): AdminCity => ({
  id: c.id,
  name: c.name,
  state: c.state,
  isActive: c.isActive,
  sortOrder: c.sortOrder,
  propertyCount: c.propertyCount,
});

type PropertyListRow = Awaited<ReturnType<typeof repo.listProperties>>['rows'][number];

export const toPropertySummary = (r: PropertyListRow): AdminPropertySummary => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

type RoomExtras = Awaited<ReturnType<typeof repo.roomExtras>>;
type InventorySummary = Awaited<ReturnType<typeof repo.inventorySummary>>;

/** A room type with its amenities, policies and pictures (picked from `extras`) and its open nights. */
export function toRoomType(r: repo.RoomTypeRow, extras: RoomExtras, summary: InventorySummary): AdminRoomType {
  return {
    id: r.id,
    propertyId: r.propertyId,
    name: r.name,
    roomType: r.roomType,
    description: r.description,
    sizeSqft: r.sizeSqft,
    baseAdults: r.baseAdults,
    maxAdults: r.maxAdults,
    baseChildren: r.baseChildren,
    maxChildren: r.maxChildren,
    totalRooms: r.totalRooms,
    baseRate: paiseToRupees(r.baseRatePaise),
    externalBookingUrl: r.externalBookingUrl,
    status: r.status,
    sortOrder: r.sortOrder,
    amenities: extras.amenities.filter((a) => a.roomTypeId === r.id).map((a) => a.name),
    policies: extras.policies
      .filter((p) => p.roomTypeId === r.id)
      .map((p) => ({ id: p.id, title: p.title, description: p.description })),
    media: extras.media.filter((m) => m.roomTypeId === r.id).map(toRoomMedia),
    openNights: summary.get(r.id)?.openNights ?? 0,
    lastOpenNight: summary.get(r.id)?.lastOpenNight ?? null,
  };
}

type FoundProperty = NonNullable<Awaited<ReturnType<typeof repo.findProperty>>>;
type PropertyExtras = Awaited<ReturnType<typeof repo.propertyExtras>>;

export function toPropertyDetail(
  { property: p, city }: FoundProperty,
  extras: PropertyExtras,
  roomTypes: AdminRoomType[],
): AdminPropertyDetail {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    propertyType: p.propertyType,
    category: p.category,
    cityId: p.cityId,
    city,
    locality: p.locality,
    address: p.address,
    description: p.description,
    amenities: p.amenities,
    isGuestFavorite: p.isGuestFavorite,
    tourismRegistrationNo: p.tourismRegistrationNo,
    latitude: p.latitude,
    longitude: p.longitude,
    externalUrl: p.externalUrl,
    contactPhone: p.contactPhone,
    contactEmail: p.contactEmail,
    checkInTime: p.checkInTime,
    checkOutTime: p.checkOutTime,
    status: p.status,
    sortOrder: p.sortOrder,
    updatedAt: p.updatedAt.toISOString(),
    media: extras.media.map(toMedia),
    amenityRows: extras.amenityRows.map((a) => ({
      id: a.id,
      groupTitle: a.groupTitle,
      title: a.title,
      description: a.description,
      details: a.details,
      imageUrl: a.imageUrl,
      scope: a.scope,
    })),
    policies: extras.policies.map((x) => ({
      id: x.id,
      kind: x.kind,
      groupKey: x.groupKey,
      title: x.title,
      texts: x.texts,
    })),
    nearby: extras.nearby.map((n) => ({
      id: n.id,
      name: n.name,
      address: n.address,
      distanceKm: n.distanceKm === null ? null : Number(n.distanceKm),
    })),
    roomTypes,
  };
}
