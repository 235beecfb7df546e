import type { Config } from '../../config.js';
import { createChannexApi } from './channex.js';
import type { ChannelManagerApi } from './types.js';

export type {
  AvailabilityValue,
  BookingRevision,
  ChannelManagerApi,
  RestrictionValue,
  RevisionRoom,
} from './types.js';
export { ChannelManagerError } from './types.js';

/** CHANNEL_MANAGER=none (the default) is no channel manager at all: nothing is pushed or read, and the console says so. */
export function createChannelManagerApi(config: Config, fetchImpl: typeof fetch = fetch): ChannelManagerApi | null {
  switch (config.CHANNEL_MANAGER) {
    case 'none':
      return null;
    case 'channex':
      return createChannexApi(config, fetchImpl);
  }
}
