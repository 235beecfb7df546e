import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, sourceFiles } from '../lib/source-tree.js';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(modulesDir);

const importsOf = (file: string) => importSpecifiers(readFileSync(file, 'utf8'));

const relative = (file: string) => path.relative(srcDir, file);

/**
 * Route files still doing data work themselves, waiting for their service (issue 14, console slices). The list may
 * only shrink: a file that no longer imports the database must be taken off it, and no new file may join it.
 */
const ROUTES_NOT_YET_SLICED = new Set([]);

describe('module boundaries', () => {
  it('keeps the bookings module free of the payments module (payments depends on bookings)', () => {
    const offenders = sourceFiles(path.join(modulesDir, 'bookings')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /(^|\/)payments\//.test(spec))
        .map((spec) => `${relative(file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets route files parse, authorize and call a service, never a repository or the database', () => {
    const routeFiles = sourceFiles(srcDir).filter((f) => f.endsWith('.routes.ts'));
    const touching = routeFiles
      .filter((file) =>
        importsOf(file).some(
          (spec) => spec.endsWith('.repository.js') || spec.includes('db/') || spec.startsWith('drizzle-orm'),
        ),
      )
      .map(relative)
      .sort();
    expect(touching).toEqual([...ROUTES_NOT_YET_SLICED].sort());
  });

  it('lets only the inventory module write room_inventory', () => {
    const writes =
      /(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+room_inventory\b|\.(insert|update|delete)\(\s*roomInventory\s*\)/i;
    const writers = sourceFiles(srcDir)
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(writers).toEqual([
      'modules/inventory/blocks.repository.ts',
      'modules/inventory/inventory.repository.ts',
      'modules/inventory/nights.repository.ts',
    ]);
  });

  it('lets only the inventory module write room blocks', () => {
    const writes = /(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+room_blocks\b|\.(insert|update|delete)\(\s*roomBlocks\s*\)/i;
    const writers = sourceFiles(srcDir)
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(writers).toEqual(['modules/inventory/blocks.repository.ts']);
  });

  it('lets only the inventory module write numbered rooms, their assignments and their housekeeping history', () => {
    const writes =
      /(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(rooms|room_assignments|room_status_changes)\b|\.(insert|update|delete)\(\s*(rooms|roomAssignments|roomStatusChanges)\s*\)/i;
    const writers = sourceFiles(srcDir)
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(writers).toEqual(['modules/inventory/housekeeping.repository.ts', 'modules/inventory/rooms.repository.ts']);
  });

  it('lets only the groups module write groups, their allotment nights and rooming lists', () => {
    const writes =
      /(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+booking_group(s|_nights|_rooms)\b|\.(insert|update|delete)\(\s*bookingGroup(s|Nights|Rooms)\s*\)/i;
    const writers = sourceFiles(srcDir)
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(writers).toEqual(['modules/groups/groups.repository.ts']);
  });

  it('lets only the channels module write calendar imports and exports', () => {
    const writes =
      /(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+calendar_(imports|exports)\b|\.(insert|update|delete)\(\s*calendar(Imports|Exports)\s*\)/i;
    const writers = sourceFiles(srcDir)
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(writers).toEqual(['modules/channels/channels.repository.ts']);
  });

  it('lets only the channels module write the channel manager’s tables (mappings, pushes, revisions, leases)', () => {
    const writes =
      /(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(channel_manager_\w+|channel_pushes|channel_revisions|channel_ari_pending)\b|\.(insert|update|delete)\(\s*(channelManager\w+|channelPushes|channelRevisions|channelAriPending)\s*\)/i;
    const writers = sourceFiles(srcDir)
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(writers).toEqual(['modules/channels/channel-manager.repository.ts']);
  });

  it('lets only the ledger module write the books (ledger entries, tax documents, their numbers)', () => {
    const writes =
      /(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(ledger_entries|tax_documents|document_sequences)\b|\.(insert|update|delete)\(\s*(ledgerEntries|taxDocuments|documentSequences)\s*\)/i;
    const writers = sourceFiles(srcDir)
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(writers).toEqual(['modules/ledger/ledger.repository.ts']);
  });

  it('lets only the notifications module write contacts, templates and the log, and the WhatsApp adapter its outbox', () => {
    const writersOf = (sqlName: string, tsName: string) => {
      const writes = new RegExp(
        `(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${sqlName}\\b|\\.(insert|update|delete)\\(\\s*${tsName}\\s*\\)`,
        'i',
      );
      return sourceFiles(srcDir)
        .filter((file) => writes.test(readFileSync(file, 'utf8')))
        .map(relative)
        .sort();
    };
    const repository = ['modules/notifications/notifications.repository.ts'];
    expect(writersOf('property_contacts', 'propertyContacts')).toEqual(repository);
    expect(writersOf('notification_templates', 'notificationTemplates')).toEqual(repository);
    expect(writersOf('notification_messages', 'notificationMessages')).toEqual(repository);
    expect(writersOf('whatsapp_outbox', 'whatsappOutbox')).toEqual([
      'adapters/whatsapp/cloud-api.ts',
      'adapters/whatsapp/outbox.ts',
    ]);
  });

  it('lets only the form-c module write Form C records', () => {
    const writes =
      /(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+form_c_guests\b|\.(insert|update|delete)\(\s*formCGuests\s*\)/i;
    const writers = sourceFiles(srcDir)
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(writers).toEqual(['modules/form-c/form-c.repository.ts']);
  });

  it('lets other modules reach the ledger only through its index', () => {
    const offenders = sourceFiles(modulesDir)
      .filter((file) => !file.startsWith(path.join(modulesDir, 'ledger') + path.sep))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => /(^|\/)ledger\/(?!index\.js$|.*\.routes\.js$)/.test(spec))
          .map((spec) => `${relative(file)} imports ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('lets other modules reach inventory only through its index (holds, releases, openings, restrictions)', () => {
    const offenders = sourceFiles(modulesDir)
      .filter((file) => !file.startsWith(path.join(modulesDir, 'inventory') + path.sep))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => /(^|\/)inventory\/(?!index\.js$|.*\.routes\.js$)/.test(spec))
          .map((spec) => `${relative(file)} imports ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it("writes a payment's status only through the payment lifecycle", () => {
    const cas = sourceFiles(srcDir)
      .filter((file) => /\bsetPaymentIf\(/.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(cas).toEqual(['modules/payments/payment-lifecycle.ts', 'modules/payments/payments.repository.ts']);
    const rawUpdates = sourceFiles(srcDir)
      .filter((file) => /\.update\(\s*payments\s*\)|UPDATE\s+payments\b/.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(rawUpdates).toEqual(['modules/payments/payments.repository.ts']);
  });

  it('lets other modules reach pricing only through its index, and pricing write nothing', () => {
    const inPricing = (file: string) => file.startsWith(path.join(modulesDir, 'pricing') + path.sep);
    const offenders = sourceFiles(modulesDir)
      .filter((file) => !inPricing(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => /(^|\/)pricing\/(?!index\.js$)/.test(spec))
          .map((spec) => `${relative(file)} imports ${spec}`),
      );
    expect(offenders).toEqual([]);
    const writers = sourceFiles(path.join(modulesDir, 'pricing'))
      .filter((file) =>
        /\.(insert|update|delete)\(|\b(INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b/i.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map(relative);
    expect(writers).toEqual([]);
  });
});
