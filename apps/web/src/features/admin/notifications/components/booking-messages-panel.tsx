import { Panel } from '../../components/console-ui';
import { useBookingMessages, useRetryMessage } from '../api/booking-messages';
import { MessagesList } from './messages-list';

/** The messages this booking sent to the hotel's contacts and to the guest, with their delivery and Send again. */
export function BookingMessagesPanel({ bookingId }: { bookingId: string }) {
  return (
    <Panel title="Messages" className="mt-6">
      <MessagesList
        label="Messages about this booking, newest first"
        empty="No message about this booking has gone to the hotel or the guest yet."
        messages={useBookingMessages(bookingId)}
        retry={useRetryMessage(bookingId)}
      />
    </Panel>
  );
}
