export function EmptyState({ message }: { message: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{message}</p>;
}
