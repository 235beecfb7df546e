/** Placeholder until its issue builds this page. */
export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-600">
      This page is not built yet (privacy-policy-page).
    </main>
  );
}
