import type { RoomTypeChannels } from '@staybook/contract/calendar-sync';
import { useId, useRef, useState } from 'react';
import { SaveError } from '../../../../components/form/form-kit';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { Panel } from '../../components/console-ui';
import { useRotateExport } from '../api/channels';

/** The room type's own calendar for other channels: its secret address, Copy, and Rotate (asked first). */
export function ExportAddress({ channels }: { channels: RoomTypeChannels }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateExport(channels.roomTypeId);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(channels.exportUrl);
      toast.success('Copied: paste the address into the channel’s calendar import.');
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is selected for the operator to copy.
      input.current?.select();
      toast.info('The address is selected: copy it with Ctrl+C (or long-press on a phone).');
    }
  };
  const close = () => {
    setConfirming(false);
    rotate.reset();
  };

  return (
    <Panel title="This room type’s calendar for other channels">
      <p id={`${id}-help`} className="mb-3 text-sm text-slate-600">
        Give this address to Airbnb, Booking.com or any channel that imports a calendar. It lists the nights on which{' '}
        {channels.roomTypeName} has no room left to sell (sold here, blocked or closed), so the channel closes them too.
        Keep it secret.
      </p>
      <label htmlFor={`${id}-url`} className="label">
        Export address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={`${id}-url`}
          className="input min-w-0 flex-1 font-mono text-xs"
          readOnly
          value={channels.exportUrl}
          aria-describedby={`${id}-help`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="flex gap-2">
          <button type="button" className="btn-primary" onClick={() => void copy()}>
            Copy
          </button>
          <button type="button" className="btn-outline" onClick={() => setConfirming(true)}>
            Rotate address
          </button>
        </div>
      </div>
      <Modal open={confirming} onClose={close} title="Rotate the export address?" size="sm">
        <p className="text-sm text-slate-700">
          The current address stops working at once: every channel that reads it stops seeing the nights sold here until
          you give it the new address. Rotate only if the address has leaked or a channel should stop reading it.
        </p>
        <div className="mt-3">
          <SaveError error={rotate.error} />
        </div>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={close}>
            Keep the address
          </button>
          <button
            type="button"
            className="btn-primary bg-red-700 hover:bg-red-800"
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success('Rotated: give the new address to the channels that read this calendar.');
                },
              })
            }
          >
            {rotate.isPending ? 'Rotating…' : 'Rotate address'}
          </button>
        </div>
      </Modal>
    </Panel>
  );
}
