export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 py-6 text-center text-sm text-slate-600">
      © 2025 Staybook
    </footer>
  );
}
