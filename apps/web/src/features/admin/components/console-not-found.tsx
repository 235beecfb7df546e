export default function ConsoleNotFound() {
  return (
    <p className="rounded-lg bg-white p-6 text-slate-700">
      There is no console page here. Choose an area from the menu.
    </p>
  );
}
