import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { type ChannelManagerApi, createChannelManagerApi } from './channel-manager/index.js';
import { createMailAdapter, type MailAdapter } from './mail/index.js';
import { createPaymentAdapter, type PaymentAdapter } from './payments/index.js';
import { createSmsAdapter, type SmsAdapter } from './sms/index.js';
import { createLocalStorage, type FileStorage } from './storage/index.js';
import { createS3Storage } from './storage/s3.js';
import { createWhatsAppAdapter, type WhatsAppAdapter } from './whatsapp/index.js';

/** Every third party the API talks to, chosen by configuration. Tests replace any of them. */
export interface Adapters {
  payments: PaymentAdapter;
  sms: SmsAdapter;
  mail: MailAdapter;
  whatsapp: WhatsAppAdapter;
  /** The channel manager's API (Channex), or null: no channel manager (CHANNEL_MANAGER=none, the default). */
  channelManager: ChannelManagerApi | null;
  /** Public files (catalogue and hero images), served under /media. */
  media: FileStorage;
  /** Private files (KYC documents), never served statically. */
  privateFiles: FileStorage;
  close?: () => Promise<void>;
}

export function createAdapters(config: Config, db: Db): Adapters {
  return {
    payments: createPaymentAdapter(config, db),
    sms: createSmsAdapter(config, db),
    mail: createMailAdapter(config, db),
    whatsapp: createWhatsAppAdapter(config, db),
    channelManager: createChannelManagerApi(config),
    ...createStorage(config),
  };
}

/** Media and private files: on this machine's disk, or in the shared bucket (one client for both folders). */
function createStorage(config: Config): Pick<Adapters, 'media' | 'privateFiles'> {
  if (config.STORAGE_DRIVER === 'local' || !config.S3_BUCKET)
    return {
      media: createLocalStorage(path.join(config.DATA_DIR, 'media')),
      privateFiles: createLocalStorage(path.join(config.DATA_DIR, 'private')),
    };
  const shared = {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
  const media = createS3Storage({ ...shared, prefix: 'media/' });
  return { media, privateFiles: createS3Storage({ ...shared, prefix: 'private/' }, media.client) };
}
