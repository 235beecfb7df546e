import { usePropertyMessages, useRetryPropertyMessage } from '../api/property-messages';
import { MessagesList } from './messages-list';

/** The latest messages to a property's contacts outside any booking: each day's arrivals and calendar conflicts. */
export function PropertyMessages({ propertyId }: { propertyId: string }) {
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm text-sky-800 underline">Latest arrivals and conflict messages</summary>
      <div className="mt-3">
        <MessagesList
          label="Latest arrivals and conflict messages, newest first"
          empty="No arrivals or conflict message has gone to this property’s contacts yet."
          messages={usePropertyMessages(propertyId)}
          retry={useRetryPropertyMessage(propertyId)}
        />
      </div>
    </details>
  );
}
