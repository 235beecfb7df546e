import { Link } from 'react-router';
import { SupportEmailLink } from '../../components/ui/support-email-link';
import { links, paths } from '../../lib/paths';
import { copyrightYears, site } from '../../lib/site';

const columns = [
  {
    title: 'Stays',
    items: [
      { label: 'All properties', to: paths.propertyList },
      { label: 'Villas', to: links.propertyList({ propertyType: 'Villa' }) },
      { label: 'Hotels', to: links.propertyList({ propertyType: 'Hotel' }) },
      { label: 'Staybook Signature', to: links.propertyList({ propertyType: 'Signature' }) },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About Us', to: paths.about },
      { label: 'Contact Us', to: paths.contact },
      { label: 'Help & Support', to: paths.support },
    ],
  },
  {
    title: 'Policies',
    items: [
      { label: 'Privacy Policy', to: paths.privacyPolicy },
      { label: 'Terms & Conditions', to: paths.terms },
      { label: 'Refund & Cancellation', to: paths.refundPolicy },
    ],
  },
];

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">Staybook</p>
          <p className="mt-3 text-sm leading-relaxed">
            Premium villas, beachfront hotels and budget stays across Goa and beyond, with support around the clock.
          </p>
          {/* Two links alone on their lines are touch targets, not links in a sentence: each is at least 24 px tall
              (WCAG 2.5.8), and the row keeps that height while the address loads (no shift when it arrives). */}
          <p className="mt-4 flex flex-col items-start gap-1 text-sm">
            <span className="flex min-h-6 items-center">
              <SupportEmailLink className="inline-flex min-h-6 items-center hover:text-white" />
            </span>
            <a className="inline-flex min-h-6 items-center hover:text-white" href={site.phoneHref}>
              {site.phone}
            </a>
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{col.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {col.items.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} className="hover:text-white">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 py-5 text-center text-xs text-slate-400">
        © {copyrightYears()} Staybook Hospitality. All rights reserved.
      </p>
    </footer>
  );
}
