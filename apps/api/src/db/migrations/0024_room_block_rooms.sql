ALTER TABLE "room_blocks" ADD COLUMN "room_id" uuid;--> statement-breakpoint
CREATE INDEX "room_blocks_room_idx" ON "room_blocks" USING btree ("room_id","starts_on");--> statement-breakpoint
UPDATE "room_blocks" b SET "room_id" = r."id" FROM "rooms" r WHERE r."out_of_service_block_id" = b."id";--> statement-breakpoint
UPDATE "room_blocks" b SET "room_id" = r."id" FROM "rooms" r
  WHERE b."room_id" IS NULL AND b."kind" = 'out_of_order' AND b."room_type_id" = r."room_type_id"
  AND b."reason" LIKE 'Room ' || r."number" || ': %';
