import { useEffect, useState } from 'react';

const SIZE = 132;

/** Dark modules of a QR code as one SVG path (1 unit per module, 2-module quiet zone added by the viewBox). */
function qrPath(isDark: (row: number, col: number) => boolean, count: number): string {
  let d = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) if (isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  return d;
}

/**
 * The booking code as a QR code for the desk's scanner. The encoder is loaded only when a voucher is shown, so the
 * guest site's first load does not carry it; a box of the same size holds the place meanwhile (no layout shift).
 */
/** `label` names the image in the page's language ('QR code of booking SB7K2M9Q'). */
export function VoucherQr({ value, label }: { value: string; label: string }) {
  const [code, setCode] = useState<{ path: string; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M');
      qr.addData(value);
      qr.make();
      const count = qr.getModuleCount();
      if (live) setCode({ path: qrPath((r, c) => qr.isDark(r, c), count), count });
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!code)
    return <div role="img" aria-label={label} className="rounded bg-slate-100" style={{ width: SIZE, height: SIZE }} />;
  return (
    <svg
      role="img"
      aria-label={label}
      width={SIZE}
      height={SIZE}
      viewBox={`-2 -2 ${code.count + 4} ${code.count + 4}`}
      shapeRendering="crispEdges"
      className="bg-white"
    >
      <title>{label}</title>
      <path d={code.path} fill="#0f172a" />
    </svg>
  );
}
