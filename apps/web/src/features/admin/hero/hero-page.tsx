import { PageHeader } from '../components/console-ui';

/** Being built: see the README's status table. */
export default function Placeholder() {
  return <PageHeader title="Not built yet" help="This console area is being built (hero-page)." />;
}
