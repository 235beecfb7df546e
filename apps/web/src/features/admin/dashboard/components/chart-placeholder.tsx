import { Loading } from '../../components/console-ui';

/** A chart's place at about its drawn height while its data or the chart library loads, so nothing below moves. */
export function ChartPlaceholder({ label }: { label: string }) {
  return (
    <div className="grid h-[21rem] place-items-center rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <Loading label={label} />
    </div>
  );
}
