import pg from 'pg';

/**
 * One statement on the PostgreSQL server as TEST_DATABASE_URL's user (CREATE / DROP DATABASE), on a connection of its
 * own: the run's global setup and every suite that makes or drops a database go through here. The global setup passes
 * the URL it read; suites take TEST_DATABASE_URL.
 */
export async function adminQuery(sql: string, adminUrl = process.env.TEST_DATABASE_URL): Promise<void> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`, as the same user. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
