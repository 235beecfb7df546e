import type { RatesBulkEditInput } from '@staybook/contract/admin-rate-plans';
import { plural } from '@staybook/contract/format';
import { todayIst } from '@staybook/contract/stay-dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { useApplyBulkRates } from '../api/apply-bulk-rates';
import { usePropertyOptions } from '../api/get-property-options';
import { usePreviewBulkRates } from '../api/preview-bulk-rates';
import { useUndoBulkRates } from '../api/undo-bulk-rates';
import { BulkPreview } from '../components/bulk-preview';
import { BulkRatesForm } from '../components/bulk-rates-form';
import { ratePlansPages } from '../logic/rate-plans-paths';

/** The brand-wide rate change: choose rooms by city, type or category, preview every night, apply, undo the last. */
export default function RatesBulkPage() {
  const today = todayIst();
  const options = usePropertyOptions();
  const preview = usePreviewBulkRates();
  const apply = useApplyBulkRates();
  const undo = useUndoBulkRates();
  /** The edit the preview shows; applying sends exactly it. */
  const [previewed, setPreviewed] = useState<RatesBulkEditInput | null>(null);
  const [accepted, setAccepted] = useState(false);
  const stale = () => {
    if (previewed) setPreviewed(null);
    preview.reset();
    apply.reset();
    setAccepted(false);
  };
  const large = (preview.data?.largeCount ?? 0) > 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Brand-wide rate change"
        help="Change the nightly rate of many rooms at once. Bookings already made keep their price."
        actions={
          <>
            <Link className="btn-outline" to={ratePlansPages.root}>
              Rate plans & policies
            </Link>
            <button
              type="button"
              className="btn-outline"
              disabled={undo.isPending}
              onClick={() =>
                undo.mutate(undefined, {
                  onSuccess: (r) => toast.success(`Undone: ${plural(r.nightCount, 'night')} back to their rates.`),
                })
              }
            >
              Undo my last change
            </button>
          </>
        }
      />
      {undo.error ? <ErrorNotice error={undo.error} /> : null}
      {options.isPending && <Loading label="Loading properties" />}
      {options.error && <ErrorNotice error={options.error} onRetry={() => void options.refetch()} />}
      {options.data && (
        <Panel>
          <BulkRatesForm
            properties={options.data}
            today={today}
            previewing={preview.isPending}
            onEdit={stale}
            onPreview={(edit) => {
              setAccepted(false);
              preview.mutate(edit, { onSuccess: () => setPreviewed(edit) });
            }}
          />
        </Panel>
      )}
      {preview.error ? <ErrorNotice error={preview.error} /> : null}
      {previewed && preview.data && (
        <Panel title="Old → new">
          <BulkPreview preview={preview.data} />
          {preview.data.nightCount > 0 && (
            <div className="mt-4 space-y-3">
              {large && (
                <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />I have
                  checked the nights over {preview.data.warnPercent}%
                </label>
              )}
              <button
                type="button"
                className="btn-primary"
                disabled={apply.isPending || (large && !accepted)}
                onClick={() =>
                  apply.mutate(
                    { edit: previewed, acceptLargeChanges: accepted },
                    {
                      onSuccess: (r) => {
                        toast.success(
                          `Applied to ${plural(r.nightCount, 'night')} in ${plural(r.roomTypeCount, 'room')}.`,
                        );
                        setPreviewed(null);
                        preview.reset();
                      },
                    },
                  )
                }
              >
                {apply.isPending ? 'Applying…' : `Apply to ${plural(preview.data.nightCount, 'night')}`}
              </button>
              {apply.error ? <ErrorNotice error={apply.error} /> : null}
            </div>
          )}
        </Panel>
      )}
    </div>
  );
}
