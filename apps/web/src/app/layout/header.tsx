import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function Header() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link to={paths.home} className="text-xl font-bold text-brand-700">
          Staybook
        </Link>
      </div>
    </header>
  );
}
