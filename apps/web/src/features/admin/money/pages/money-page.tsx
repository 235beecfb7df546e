import { ErrorNotice, Loading, PageHeader } from '../../components/console-ui';
import { useMoneyOverview } from '../api/get-money-overview';
import { EcommerceOperators } from '../components/ecommerce-operators';
import { FailedDeliveries } from '../components/failed-deliveries';
import { MoneyAlerts } from '../components/money-alerts';
import { MoneyCheck } from '../components/money-check';
import { Settlements } from '../components/settlements';
import { TaxRegistrations } from '../components/tax-registrations';

/**
 * /admin/money: alerts that need a person, the money check, documents and messages that failed to go out, the
 * provider's settlements to the bank, the brand's GST registrations and its register of OTAs, and how identity
 * documents are kept.
 */
export default function MoneyPage() {
  const overview = useMoneyOverview();
  const data = overview.data;
  return (
    <div>
      <PageHeader
        title="Money"
        help="Payments that need a person, and a check that every captured rupee is a booking or a refund."
      />
      {overview.isPending ? (
        <Loading label="Checking payments with the provider" />
      ) : !data ? (
        <ErrorNotice error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <div className="space-y-6">
          <MoneyAlerts alerts={data.alerts} />
          <MoneyCheck
            check={data.check}
            isChecking={overview.isFetching}
            error={overview.isError ? overview.error : null}
            onCheckAgain={() => void overview.refetch()}
          />
          <FailedDeliveries />
          <Settlements />
          <TaxRegistrations />
          <EcommerceOperators />
          {data.kycRetentionDays !== undefined && (
            <p className="text-sm text-slate-600">
              Identity documents (KYC) are encrypted at rest and deleted {data.kycRetentionDays} days after they are
              submitted.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
