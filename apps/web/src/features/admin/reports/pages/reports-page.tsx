import { Link, Outlet, useLocation } from 'react-router';
import { useCan } from '../../access/api/get-my-access';
import { PageHeader } from '../../components/console-ui';
import { consolePaths, consoleSubpath } from '../../lib/console-paths';
import { RangePicker } from '../components/range-picker';
import { ReportDefinitions } from '../components/report-definitions';

interface Tab {
  path: string;
  label: string;
  help: string;
  /** The area's picker above the tab: a stay range with a property, a range alone, or none (the tab has its own). */
  picker: 'range' | 'range-only' | 'none';
  /** Money tabs need the money panel's permission (brand-wide), as the API does. */
  money?: boolean;
}

const tabs: readonly Tab[] = [
  {
    path: '',
    label: 'Performance',
    help: 'Room-nights, occupancy, ADR, RevPAR, revenue, fees kept and GST, grouped as you choose.',
    picker: 'range',
  },
  { path: 'nights', label: 'Nights', help: 'Each night of the range, and room revenue by channel.', picker: 'range' },
  {
    path: 'pickup',
    label: 'Pickup & pace',
    help: 'What was booked each day for the stay window, against the same window a year earlier.',
    picker: 'range',
  },
  {
    path: 'cancellations',
    label: 'Cancellations & no-shows',
    help: 'Nights given back by cancellations, no-shows and early departures, and the fees kept.',
    picker: 'range',
  },
  {
    path: 'payments',
    label: 'Payments',
    help: 'Money captured, refunded, pending, failed and mismatched, by day and method.',
    picker: 'range',
    money: true,
  },
  {
    path: 'gst',
    label: 'GST',
    help: 'A month’s GSTR-1 summary and its sections for the GST offline tool.',
    picker: 'none',
    money: true,
  },
  {
    path: 'documents',
    label: 'Documents',
    help: 'Tax invoices, credit notes and debit notes issued in the range.',
    picker: 'range-only',
    money: true,
  },
];

/**
 * /admin/reports: the area's frame (heading, the definitions, the range and the tabs) over the open tab, a route child
 * of its own. The range lives in the address and travels with the tab links.
 */
export default function ReportsPage() {
  const { pathname, search } = useLocation();
  const [sub = ''] = consoleSubpath('reports', pathname);
  const canSeeMoney = useCan('money.view');
  const shown = tabs.filter((t) => !t.money || canSeeMoney);
  const tab = tabs.find((t) => t.path === sub);
  return (
    <div>
      <PageHeader title="Reports" help={tab?.help ?? 'Stay, payment and GST reports from the ledger.'} />
      <ReportDefinitions />
      <nav aria-label="Reports" className="mb-6 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {shown.map((t) => {
            const current = t === tab;
            return (
              <li key={t.path}>
                <Link
                  to={`${t.path ? `${consolePaths.reports}/${t.path}` : consolePaths.reports}${search}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${current ? 'border-sky-700 bg-white text-sky-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {tab && tab.picker !== 'none' && <RangePicker withProperty={tab.picker === 'range'} />}
      <Outlet />
    </div>
  );
}

/** An address below /admin/reports that is no tab. */
export function NoSuchReport() {
  return <p className="rounded-lg bg-white p-6 text-slate-700">There is no such report. Choose a tab above.</p>;
}
