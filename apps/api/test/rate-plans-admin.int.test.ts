import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities, properties, ratePlans, roomInventory } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPolicy,
  createRoomForSale,
  dayFromToday,
  istDay,
  paidBooking,
  policies,
  type RoomForSale,
  type SignedIn,
  signedInUser,
} from './support/factories.js';

const nonRefundable = { name: 'Non-refundable saver', kind: 'non_refundable' };
const flexible = {
  name: 'Flexible',
  kind: 'free_then_charge',
  freeWindowValue: 2,
  freeWindowUnit: 'days',
  chargeKind: 'first_night',
};

describeEachDatabase('rate plans and policies in the console (/api/admin/rate-plans)', {}, (use) => {
  let admin: SignedIn;
  let a: RoomForSale;
  let b: RoomForSale;
  beforeAll(async () => {
    const { database, config } = use();
    admin = await signedInUser(database.db, config, 'admin', { name: 'Asha Admin' });
    a = await createRoomForSale(database.db, { propertyName: 'Casa Planos', roomName: 'Garden Room', rupees: 5_000 });
    b = await createRoomForSale(database.db, { propertyName: 'Casa Outra', roomName: 'Sea Room' });
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
    use().app.inject({ method, url, headers: who.headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const lastAudit = async (action: string, entityId: string) => {
    const [row] = await use()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    return row;
  };
  const plan = (policyId: string, over: object = {}) => ({
    name: 'Flexible rate',
    mealPlan: 'room_only',
    cancellationPolicyId: policyId,
    paymentPolicy: 'pay_now',
    adjustmentKind: 'percent',
    adjustmentValue: 0,
    ...over,
  });

  it('creates, edits and removes a policy, audited, and refuses to remove one a plan uses', async () => {
    const created = await call('POST', `/api/admin/rate-plans/properties/${a.propertyId}/policies`, admin, flexible);
    expect(created.statusCode, created.body).toBe(200);
    const policy = created.json().data;
    expect(policy).toMatchObject({
      name: 'Flexible',
      kind: 'free_then_charge',
      freeWindowValue: 2,
      freeWindowUnit: 'days',
      chargeKind: 'first_night',
      chargePercent: null,
      summary: 'Free until 2 days before check-in, then the first night is kept',
      usedBy: [],
    });
    expect((await lastAudit('rate_plans.policy.create', policy.id))?.actorUserId).toBe(admin.id);

    const edited = await call('PUT', `/api/admin/rate-plans/properties/${a.propertyId}/policies/${policy.id}`, admin, {
      ...flexible,
      chargeKind: 'percent',
      chargePercent: 50,
    });
    expect(edited.json().data.summary).toBe('Free until 2 days before check-in, then 50% of the stay is kept');
    const audit = await lastAudit('rate_plans.policy.update', policy.id);
    expect(audit?.before).toMatchObject({ chargeKind: 'first_night' });
    expect(audit?.after).toMatchObject({ chargeKind: 'percent', chargePercent: 50 });

    // A percentage needs its number; a non-refundable policy drops the window it was sent.
    const bad = await call('POST', `/api/admin/rate-plans/properties/${a.propertyId}/policies`, admin, {
      ...flexible,
      chargeKind: 'percent',
    });
    expect(bad.statusCode).toBe(400);
    const strict = await call('POST', `/api/admin/rate-plans/properties/${a.propertyId}/policies`, admin, {
      ...nonRefundable,
      freeWindowValue: 5,
      freeWindowUnit: 'hours',
    });
    expect(strict.json().data).toMatchObject({
      kind: 'non_refundable',
      freeWindowValue: null,
      summary: 'Non-refundable',
    });

    await call('POST', `/api/admin/rate-plans/room-types/${a.roomTypeId}/plans`, admin, plan(policy.id));
    const inUse = await call('DELETE', `/api/admin/rate-plans/properties/${a.propertyId}/policies/${policy.id}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(
      'Flexible is used by Flexible rate (Garden Room): move those plans to another policy first.',
    );
    const unused = strict.json().data.id;
    const removed = await call('DELETE', `/api/admin/rate-plans/properties/${a.propertyId}/policies/${unused}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(await lastAudit('rate_plans.policy.delete', unused)).toMatchObject({ after: null });
    // Another property's policy is not found under this one.
    const other = await createPolicy(use().database.db, b.propertyId, policies.flexible, 'B policy');
    const elsewhere = await call(
      'PUT',
      `/api/admin/rate-plans/properties/${a.propertyId}/policies/${other.id}`,
      admin,
      flexible,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keeps exactly one default plan per room type: the first takes it, ticking moves it, archiving passes it on', async () => {
    const room = await createRoomForSale(use().database.db, { roomName: 'Default Room', rupees: 4_000 });
    const policy = (await createPolicy(use().database.db, room.propertyId, policies.flexible)).id;
    const url = `/api/admin/rate-plans/room-types/${room.roomTypeId}/plans`;
    const first = (await call('POST', url, admin, plan(policy))).json().data;
    expect(first).toMatchObject({ isDefault: true, priceOnBaseRate: 4_000, adjustmentLabel: "The room's rate" });
    const saver = await call('POST', url, admin, plan(policy, { name: 'Saver', adjustmentValue: -12 }));
    expect(saver.json().data).toMatchObject({ isDefault: false, adjustmentLabel: '−12%', priceOnBaseRate: 3_520 });
    const deposit = await call(
      'POST',
      url,
      admin,
      plan(policy, {
        name: 'Deposit',
        adjustmentKind: 'amount',
        adjustmentValue: 500,
        paymentPolicy: 'deposit',
        depositPercent: 30,
        isDefault: true,
      }),
    );
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(deposit.json().data).toMatchObject({
      isDefault: true,
      adjustmentValue: 500,
      adjustmentLabel: '+₹500 a night',
      priceOnBaseRate: 4_500,
      paymentLabel: 'Pay 30% deposit now',
    });
    const defaults = async () =>
      (
        await use()
          .database.db.select({ name: ratePlans.name })
          .from(ratePlans)
          .where(and(eq(ratePlans.roomTypeId, room.roomTypeId), eq(ratePlans.isDefault, true)))
      ).map((r) => r.name);
    expect(await defaults()).toEqual(['Deposit']);
    const stored = await use().database.db.select().from(ratePlans).where(eq(ratePlans.id, deposit.json().data.id));
    expect(stored[0]).toMatchObject({ adjustmentValue: 50_000, depositPercent: 30 });

    // Unticking the default alone is refused; ticking another moves it.
    const depositId = deposit.json().data.id;
    const untick = await call('PUT', `${url}/${depositId}`, admin, plan(policy, { name: 'Deposit', isDefault: false }));
    expect(untick.statusCode).toBe(400);
    const saverId = saver.json().data.id;
    const move = await call(
      'PUT',
      `${url}/${saverId}`,
      admin,
      plan(policy, { name: 'Saver', adjustmentValue: -12, isDefault: true }),
    );
    expect(move.statusCode, move.body).toBe(200);
    expect(await defaults()).toEqual(['Saver']);
    expect((await lastAudit('rate_plans.plan.update', saverId))?.after).toMatchObject({ defaultTakenFrom: depositId });

    const archived = await call('POST', `${url}/${saverId}/archive`, admin);
    expect(archived.json().data).toMatchObject({ status: 'archived', isDefault: false });
    expect(await defaults()).toEqual(['Flexible rate']);
    expect((await lastAudit('rate_plans.plan.archive', saverId))?.after).toMatchObject({ defaultMovedTo: first.id });
    const restored = await call('POST', `${url}/${saverId}/restore`, admin);
    expect(restored.json().data).toMatchObject({ status: 'active', isDefault: false });

    const listed = (await call('GET', `/api/admin/rate-plans/properties/${room.propertyId}`, admin)).json().data;
    expect(listed.roomTypes[0].plans.map((p: { name: string }) => p.name)).toEqual([
      'Flexible rate',
      'Saver',
      'Deposit',
    ]);
    expect(listed.policies[0].usedBy).toHaveLength(3);
  });

  it("refuses another property's policy on a plan, and a property manager of another property everything", async () => {
    const foreign = await createPolicy(use().database.db, b.propertyId, policies.nonRefundable, 'Foreign');
    const borrowed = await call(
      'POST',
      `/api/admin/rate-plans/room-types/${a.roomTypeId}/plans`,
      admin,
      plan(foreign.id, { name: 'Borrowed' }),
    );
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error.message).toMatch(/this property’s cancellation policies/);

    const { database, config } = use();
    const managerOfB = await signedInUser(database.db, config, 'staff', {
      staffRole: 'property_manager',
      scope: [b.propertyId],
    });
    const refused = [
      await call('GET', `/api/admin/rate-plans/properties/${a.propertyId}`, managerOfB),
      await call('POST', `/api/admin/rate-plans/properties/${a.propertyId}/policies`, managerOfB, nonRefundable),
      await call('POST', `/api/admin/rate-plans/room-types/${a.roomTypeId}/plans`, managerOfB, plan(foreign.id)),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect((await call('GET', `/api/admin/rate-plans/properties/${b.propertyId}`, managerOfB)).statusCode).toBe(200);
  });

  it('never changes a booking already made when its plan or policy is edited', async () => {
    const { database, config } = use();
    const room = await createRoomForSale(database.db, { roomName: 'Snapshot Room' });
    const policy = await createPolicy(database.db, room.propertyId, policies.flexible, 'Snap');
    const created = (
      await call('POST', `/api/admin/rate-plans/room-types/${room.roomTypeId}/plans`, admin, plan(policy.id))
    ).json().data;
    const guest = await createGuest(database.db, config);
    const booking = await paidBooking(use().app, guest, {
      propertyId: room.propertyId,
      roomTypeId: room.roomTypeId,
      from: 3,
      to: 5,
    });
    await call(
      'PUT',
      `/api/admin/rate-plans/properties/${room.propertyId}/policies/${policy.id}`,
      admin,
      nonRefundable,
    );
    await call(
      'PUT',
      `/api/admin/rate-plans/room-types/${room.roomTypeId}/plans/${created.id}`,
      admin,
      plan(policy.id, { name: 'Renamed', isDefault: true }),
    );
    const details = await call('GET', `/api/admin/bookings/${booking.bookingId}`, admin);
    // The guest keeps the free window they booked under, though the policy is non-refundable now.
    expect(details.json().data.cancellationTerms[0]).toMatch(
      /^Free cancellation until .+; after that, the first night/,
    );
    expect(details.json().data.policyRefund).toBe(details.json().data.total);
  });

  it('offers a non-refundable plan an admin adds at −12% beside the flexible one, at the lower price', async () => {
    const room = await createRoomForSale(use().database.db, { roomName: 'Story Room', rupees: 5_000 });
    const policiesUrl = `/api/admin/rate-plans/properties/${room.propertyId}/policies`;
    const free = (await call('POST', policiesUrl, admin, { ...flexible, freeWindowValue: 1 })).json().data;
    const strict = (await call('POST', policiesUrl, admin, nonRefundable)).json().data;
    const plansUrl = `/api/admin/rate-plans/room-types/${room.roomTypeId}/plans`;
    await call('POST', plansUrl, admin, plan(free.id, { name: 'Flexible' }));
    const saver = await call(
      'POST',
      plansUrl,
      admin,
      plan(strict.id, { name: 'Non-refundable saver', adjustmentValue: -12, sortOrder: 1 }),
    );
    expect(saver.statusCode, saver.body).toBe(200);
    const rooms = await use().app.inject({
      method: 'GET',
      url: `/property/v1/app/rooms?propertyId=${room.propertyId}&checkInDate=${dayFromToday(5)}&checkOutDate=${dayFromToday(6)}`,
    });
    expect(rooms.statusCode, rooms.body).toBe(200);
    const offered = (
      rooms.json().data as Array<{
        id: string;
        ratePlans?: Array<{ name: string; price: Array<{ rate: number }>; cancellation: { headline: string } }>;
      }>
    ).find((r) => r.id === room.roomTypeId);
    expect(offered?.ratePlans?.map((p) => [p.name, p.price[0]?.rate, p.cancellation.headline])).toEqual([
      ['Flexible', 5_000, expect.stringMatching(/^Free cancellation until /)],
      ['Non-refundable saver', 4_400, 'Non-refundable'],
    ]);
  });

  it('prices a plan on its own calendar rates: set, shown, charged, booked at that rate, cleared back to the room rate', async () => {
    const { database, config } = use();
    const room = await createRoomForSale(database.db, { roomName: 'Own Rates Room', rupees: 5_000 });
    const policy = await createPolicy(database.db, room.propertyId, policies.flexible, 'Own');
    const plansUrl = `/api/admin/rate-plans/room-types/${room.roomTypeId}/plans`;
    await call('POST', plansUrl, admin, plan(policy.id, { name: 'Flexible' }));
    const created = await call(
      'POST',
      plansUrl,
      admin,
      plan(policy.id, { name: 'Festive', adjustmentKind: 'own_rates', adjustmentValue: 40, sortOrder: 1 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const festive = created.json().data;
    // An own-rates plan has no adjustment of its own: the value sent is dropped.
    expect(festive).toMatchObject({ adjustmentKind: 'own_rates', adjustmentValue: 0 });
    expect(festive.adjustmentLabel).toBe('Its own rates in the calendar');
    const ratesUrl = `${plansUrl}/${festive.id}/rates`;

    const set = await call('PUT', ratesUrl, admin, { from: istDay(5), to: istDay(6), rate: 9_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ updated: 2, cleared: 0 });
    const audit = await lastAudit('rate_plans.plan.rates', festive.id);
    expect(audit?.actorUserId).toBe(admin.id);
    expect(audit?.before).toEqual({ rates: { [istDay(5)]: null, [istDay(6)]: null } });
    expect(audit?.after).toMatchObject({ rate: 9_000, nights: 2 });

    const shown = await call('GET', `${ratesUrl}?from=${istDay(4)}&to=${istDay(7)}`, admin);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.nights.map((n: { rate: number; ownRate: number | null }) => [n.rate, n.ownRate])).toEqual([
      [5_000, null],
      [9_000, 9_000],
      [9_000, 9_000],
      [5_000, null],
    ]);

    // The guest sees the plan at its own rate on those nights and the room's rate on the next.
    const rooms = await use().app.inject({
      method: 'GET',
      url: `/property/v1/app/rooms?propertyId=${room.propertyId}&checkInDate=${dayFromToday(5)}&checkOutDate=${dayFromToday(8)}`,
    });
    const offered = (
      rooms.json().data as Array<{ id: string; ratePlans?: Array<{ name: string; price: Array<{ rate: number }> }> }>
    ).find((r) => r.id === room.roomTypeId);
    expect(offered?.ratePlans?.map((p) => [p.name, p.price.map((n) => n.rate)])).toEqual([
      ['Flexible', [5_000, 5_000, 5_000]],
      ['Festive', [9_000, 9_000, 5_000]],
    ]);

    // Pricing and the booking charge the same nights.
    const priced = await use().app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/pricing',
      payload: {
        propertyId: room.propertyId,
        roomIds: [{ id: room.roomTypeId, roomCount: 1, ratePlanId: festive.id }],
        checkInDate: dayFromToday(5),
        checkOutDate: dayFromToday(8),
      },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data.totalRoomRent).toBe(23_000);
    const guest = await createGuest(database.db, config);
    const payload = bookingPayload(room.propertyId, [{ id: room.roomTypeId }], 5, 8);
    payload.roomIds[0] = { ...payload.roomIds[0]!, ratePlanId: festive.id } as (typeof payload.roomIds)[0];
    const booked = await book(use().app, guest, payload);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.rate_details.totalRoomRent).toBe(23_000);

    // Cleared nights sell at the room's rate again.
    const cleared = await call('PUT', ratesUrl, admin, { from: istDay(5), to: istDay(5), rate: null });
    expect(cleared.json().data).toEqual({ updated: 0, cleared: 1 });
    const after = await call('GET', `${ratesUrl}?from=${istDay(5)}&to=${istDay(6)}`, admin);
    expect(after.json().data.nights.map((n: { rate: number }) => n.rate)).toEqual([5_000, 9_000]);
  });

  it("refuses own rates on a plan priced from the room's rate, before today, on no chosen weekday, or another room's plan", async () => {
    const room = await createRoomForSale(use().database.db, { roomName: 'Refusing Room', rupees: 5_000 });
    const policy = await createPolicy(use().database.db, room.propertyId, policies.flexible, 'Refuse');
    const plansUrl = `/api/admin/rate-plans/room-types/${room.roomTypeId}/plans`;
    const percent = (await call('POST', plansUrl, admin, plan(policy.id, { name: 'Percent' }))).json().data;
    const own = (
      await call('POST', plansUrl, admin, plan(policy.id, { name: 'Own', adjustmentKind: 'own_rates', sortOrder: 1 }))
    ).json().data;

    const onPercent = await call('PUT', `${plansUrl}/${percent.id}/rates`, admin, {
      from: istDay(3),
      to: istDay(4),
      rate: 7_000,
    });
    expect(onPercent.statusCode).toBe(409);
    expect(onPercent.json().error.message).toBe(
      'Percent is priced from the room\'s rate: choose "Its own rates in the calendar" for it first.',
    );
    const past = await call('PUT', `${plansUrl}/${own.id}/rates`, admin, {
      from: istDay(-1),
      to: istDay(2),
      rate: 7_000,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toMatch(/^from: nights before today/);
    const noDay = await call('PUT', `${plansUrl}/${own.id}/rates`, admin, {
      from: istDay(3),
      to: istDay(3),
      weekdays: [(new Date(`${istDay(3)}T00:00:00Z`).getUTCDay() + 1) % 7],
      rate: 7_000,
    });
    expect(noDay.statusCode).toBe(400);
    const backwards = await call('PUT', `${plansUrl}/${own.id}/rates`, admin, {
      from: istDay(4),
      to: istDay(3),
      rate: 1,
    });
    expect(backwards.statusCode).toBe(400);
    // Another room type's path does not reach this plan.
    const elsewhere = await call(
      'PUT',
      `/api/admin/rate-plans/room-types/${a.roomTypeId}/plans/${own.id}/rates`,
      admin,
      {
        from: istDay(3),
        to: istDay(3),
        rate: 7_000,
      },
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  describe('brand-wide rate bulk edit', () => {
    const cityOf = async (propertyId: string) =>
      (
        await use()
          .database.db.select({ city: cities.name })
          .from(properties)
          .innerJoin(cities, eq(cities.id, properties.cityId))
          .where(eq(properties.id, propertyId))
      )[0]!.city;
    const rateOn = async (roomTypeId: string, date: string) =>
      (
        await use()
          .database.db.select({ ratePaise: roomInventory.ratePaise })
          .from(roomInventory)
          .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.stayDate, date)))
      )[0]?.ratePaise;

    it('previews old → new, flags large changes, applies in one audited batch and undoes it', async () => {
      const room = await createRoomForSale(use().database.db, { roomName: 'Bulk Room', rupees: 4_000, nights: 10 });
      const edit = {
        selection: { cities: [await cityOf(room.propertyId)] },
        from: istDay(1),
        to: istDay(3),
        change: { action: 'adjust_rate', percent: 40 },
      };
      const preview = await call('POST', '/api/admin/rates/bulk-preview', admin, edit);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data).toMatchObject({
        nightCount: 3,
        largeCount: 3,
        largestChangePercent: 40,
        warnPercent: 30,
      });
      expect(preview.json().data.roomTypes[0].nights[0]).toEqual({
        date: istDay(1),
        oldRate: 4_000,
        newRate: 5_600,
        changePercent: 40,
        isLarge: true,
      });
      expect(await rateOn(room.roomTypeId, istDay(1))).toBe(400_000);

      const unconfirmed = await call('POST', '/api/admin/rates/bulk-apply', admin, { edit });
      expect(unconfirmed.statusCode).toBe(409);
      const applied = await call('POST', '/api/admin/rates/bulk-apply', admin, { edit, acceptLargeChanges: true });
      expect(applied.statusCode, applied.body).toBe(200);
      const { batchId } = applied.json().data;
      expect(applied.json().data).toMatchObject({ nightCount: 3, roomTypeCount: 1 });
      expect(await rateOn(room.roomTypeId, istDay(2))).toBe(560_000);
      const audit = await lastAudit('rates.bulk.apply', batchId);
      expect((audit?.after as { nights?: unknown[] } | undefined)?.nights).toContainEqual({
        roomTypeId: room.roomTypeId,
        date: istDay(2),
        before: 4_000,
        after: 5_600,
      });

      const undone = await call('POST', '/api/admin/rates/bulk-undo', admin);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(await rateOn(room.roomTypeId, istDay(2))).toBe(400_000);
      expect((await call('POST', '/api/admin/rates/bulk-undo', admin)).statusCode).toBe(404);
    });

    it('refuses to undo when a night has changed since, naming it', async () => {
      const room = await createRoomForSale(use().database.db, { roomName: 'Moved Room', rupees: 4_000 });
      const edit = {
        selection: { roomTypeIds: [room.roomTypeId] },
        from: istDay(1),
        to: istDay(2),
        change: { action: 'set_rate', rate: 4_400 },
      };
      expect((await call('POST', '/api/admin/rates/bulk-apply', admin, { edit })).statusCode).toBe(200);
      await call('POST', '/api/admin/inventory/bulk', admin, {
        roomTypeId: room.roomTypeId,
        from: istDay(2),
        to: istDay(2),
        action: 'set_rate',
        rate: 4_700,
      });
      const refused = await call('POST', '/api/admin/rates/bulk-undo', admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/^Moved Room at .+ on .+ has been changed since \(now ₹4,700\)/);
      expect(await rateOn(room.roomTypeId, istDay(1))).toBe(440_000);
    });

    it("narrows a property manager's choice to their properties and refuses another property's room", async () => {
      const { database, config } = use();
      const manager = await signedInUser(database.db, config, 'staff', {
        staffRole: 'property_manager',
        scope: [a.propertyId],
      });
      const base = { from: istDay(1), to: istDay(1), change: { action: 'adjust_rate', percent: 5 } };
      const byCategory = await call('POST', '/api/admin/rates/bulk-preview', manager, {
        ...base,
        selection: { categories: ['Premium'] },
      });
      expect(byCategory.statusCode, byCategory.body).toBe(200);
      expect(byCategory.json().data.roomTypes.map((r: { propertyId: string }) => r.propertyId)).toEqual([a.propertyId]);
      expect(byCategory.body).not.toContain(b.propertyName);
      const named = await call('POST', '/api/admin/rates/bulk-preview', manager, {
        ...base,
        selection: { roomTypeIds: [b.roomTypeId] },
      });
      expect(named.statusCode).toBe(403);
    });
  });
});
