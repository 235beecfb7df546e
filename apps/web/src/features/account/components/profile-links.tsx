import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

interface Item {
  to: string;
  label: string;
  hint: string;
  icon: string;
}

/** The spec's profile links, plus KYC for signed-in guests (otherwise the screen is unreachable). */
export function ProfileLinks({ signedIn }: { signedIn: boolean }) {
  const t = useT('info');
  const items: Item[] = [
    {
      to: paths.bookings,
      label: t('account.link.bookings'),
      hint: t('account.link.bookingsHint'),
      icon: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4',
    },
    {
      to: paths.wishlist,
      label: t('account.link.wishlist'),
      hint: t('account.link.wishlistHint'),
      icon: 'M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.9 5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.6 0 5.7 3.6 4.4 6.8C19.5 16.4 12 21 12 21z',
    },
    ...(signedIn
      ? [
          {
            to: paths.kyc,
            label: t('account.link.kyc'),
            hint: t('account.link.kycHint'),
            icon: 'M3 5h18v14H3zM7 10h4M7 14h6M15 9h3v4h-3z',
          },
        ]
      : []),
    {
      to: paths.privacyPolicy,
      label: t('account.link.privacy'),
      hint: t('account.link.privacyHint'),
      icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
    },
    {
      to: paths.refundPolicy,
      label: t('account.link.refund'),
      hint: t('account.link.refundHint'),
      icon: 'M4 12a8 8 0 1 0 3-6.2M4 4v4h4',
    },
    {
      // Until stays can be reviewed (issue 16), "Rate us" is a feedback message to the team, which is read.
      to: `${paths.contact}?subject=feedback`,
      label: t('account.link.rate'),
      hint: t('account.link.rateHint'),
      icon: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
    },
  ];
  return (
    <nav aria-label={t('account.nav')}>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              className="flex items-center gap-4 px-4 py-3.5 hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  aria-hidden="true"
                >
                  <path d={item.icon} />
                </svg>
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{item.label}</span>
                <span className="block text-sm text-slate-600">{item.hint}</span>
              </span>
              <span aria-hidden="true" className="text-slate-500">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
