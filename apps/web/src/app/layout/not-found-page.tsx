import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  return (
    <main className="grid min-h-[60vh] place-items-center px-6 text-center">
      <div>
        <h1 className="text-2xl font-bold">Page not found</h1>
        <Link to={paths.home} className="btn-primary mt-6">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
