import { useNavigate } from 'react-router';

/**
 * A page title with a back button (`backLabel` its name, in the page's language); `fallback` is used when there is
 * no history to go back to (a reload).
 */
export function BackHeader({ title, fallback, backLabel }: { title: string; fallback: string; backLabel: string }) {
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    <div className="mb-4 flex items-center gap-2">
      <button
        type="button"
        onClick={back}
        aria-label={backLabel}
        className="grid size-10 place-items-center rounded-full text-xl hover:bg-slate-100"
      >
        ←
      </button>
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
    </div>
  );
}
