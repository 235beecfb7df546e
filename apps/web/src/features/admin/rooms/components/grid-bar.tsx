import type { AdminRoom } from '@staybook/contract/admin-rooms';
import { formatDay } from '@staybook/contract/format';
import { ROOM_BLOCK_KIND_LABELS } from '@staybook/contract/room-blocks';
import { type DragEvent, type PointerEvent, useRef } from 'react';
import { Link } from 'react-router';
import { consolePaths } from '../../lib/console-paths';
import { type GridBar, STAY_STATES, type StayState, stayStateLabels, stayStateOf } from '../logic/room-grid';

const nights = (from: string, to: string) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);

/** Each state's colours: never the only sign (the legend, and every bar's name, say the state in words). */
const stateClasses: Record<StayState, string> = {
  held: 'bg-amber-100 text-amber-950 border border-dashed border-amber-700',
  confirmed: 'bg-sky-700 text-white',
  in_house: 'bg-emerald-700 text-white',
  left: 'bg-slate-200 text-slate-800',
};
const HATCH = '[background-image:repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.07)_6px_12px)]';

/** What a bar says in full (its link's name, and its tooltip): who, which booking, which room, which nights, what state. */
export function barText(bar: GridBar, room: AdminRoom | null): string {
  const edges = `${bar.continuesBefore ? ', from before these dates' : ''}${bar.continuesAfter ? ', going on after these dates' : ''}`;
  if (bar.kind === 'booking')
    return `${bar.stay.guestName}, booking ${bar.stay.bookingCode}, room ${room?.number}, ${nights(bar.stay.from, bar.stay.to)}${edges} (${stayStateLabels[stayStateOf(bar.stay.status)].toLowerCase()})`;
  if (bar.kind === 'block')
    return `${ROOM_BLOCK_KIND_LABELS[bar.block.kind]}: ${bar.block.rooms} room${bar.block.rooms === 1 ? '' : 's'} blocked, ${bar.block.reason}, ${nights(bar.block.from, bar.block.to)}${edges}`;
  return `Room ${room?.number} out of service: ${bar.reason}, ${nights(bar.from, bar.to)}${edges}`;
}

/** The colours' meaning in words, above the grid. */
export function GridLegend() {
  return (
    <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-700" aria-label="What the bars’ colours mean">
      {STAY_STATES.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-3 w-6 rounded ${stateClasses[state]}`} />
          {stayStateLabels[state]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`inline-block h-3 w-6 rounded bg-slate-300 ${HATCH}`} />
        Out of service (a room)
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`inline-block h-3 w-6 rounded bg-orange-100 ${HATCH}`} />
        Blocked (rooms of a type)
      </li>
    </ul>
  );
}

/** Which of a cell's `span` columns the pointer is over (the first when the cell has no width, as in a test's DOM). */
export function columnAt(x: number, box: { left: number; width: number }, span: number): number {
  if (!(box.width > 0)) return 0;
  return Math.min(span - 1, Math.max(0, Math.floor(((x - box.left) / box.width) * span)));
}

export interface BarHandlers {
  onMove: (bar: Extract<GridBar, { kind: 'booking' }>, room: AdminRoom) => void;
  onDragStart: (bar: Extract<GridBar, { kind: 'booking' }>, room: AdminRoom, grabIndex: number) => void;
  /** The bar's end let go over the window's night `lastIndex` (a column): the stay asked to end that night. */
  onResize: (bar: Extract<GridBar, { kind: 'booking' }>, room: AdminRoom, lastIndex: number) => void;
  /**
   * The bar carried by a finger or a pen (its Move button dragged) and let go over `cell` at `x`: a move as a drop is.
   * `grabIndex` is the window's night the button was pressed on.
   */
  onCarry: (
    bar: Extract<GridBar, { kind: 'booking' }>,
    room: AdminRoom,
    grabIndex: number,
    cell: Element,
    x: number,
  ) => void;
}

/** How far (CSS pixels) a finger goes on the Move button before it carries the bar rather than taps the button. */
const CARRY_AFTER_PX = 8;

/** The window's night (a column) at `x` in a grid cell (`td[data-start]`, spanning `data-span` nights). */
export function nightOfCell(cell: Element, x: number): number {
  return (
    Number(cell.getAttribute('data-start')) +
    columnAt(x, cell.getBoundingClientRect(), Number(cell.getAttribute('data-span')))
  );
}

/** The window's night (a column) under a point of the grid, read from the cell there; null outside the nights. */
export function nightAt(x: number, y: number): number | null {
  const cell = document.elementFromPoint(x, y)?.closest('td[data-start]');
  return cell ? nightOfCell(cell, x) : null;
}

/**
 * One bar: a stay (a link to its booking, a Move button, dragged to another room or nights, its end dragged to make the
 * stay longer or shorter), a room out of service, or a block of the type. A stay over and gone (checked out) is drawn
 * but not moved. A mouse drags the bar (HTML drag and drop); a finger or a pen drags its Move button (pointer events:
 * phones have no HTML drag and drop), a tap on it opening the dialog. The end is dragged with pointer events (a mouse,
 * a pen or a finger); the keyboard's way is the Move dialog's Nights.
 */
export function Bar({ bar, room, handlers }: { bar: GridBar; room: AdminRoom | null; handlers: BarHandlers }) {
  const text = barText(bar, room);
  const resizing = useRef(false);
  // A finger or a pen on the Move button: where it went down, the night there, whether it has started carrying (`at`),
  // and whether the click that follows ends a carry rather than a tap (`carried`).
  const carry = useRef<{
    at: { x: number; y: number; grabIndex: number; carrying: boolean } | null;
    carried: boolean;
  }>({ at: null, carried: false });
  const shape = `${bar.continuesBefore ? 'rounded-l-none' : ''} ${bar.continuesAfter ? 'rounded-r-none' : ''}`;
  if (bar.kind !== 'booking')
    return (
      <span
        className={`block truncate rounded-md px-2 py-1.5 text-xs font-medium text-slate-900 ${bar.kind === 'block' ? 'bg-orange-100' : 'bg-slate-300'} ${HATCH} ${shape}`}
        title={text}
        data-testid={bar.kind === 'block' ? 'grid-block' : 'grid-out-of-service'}
      >
        <span aria-hidden="true">
          {bar.kind === 'block'
            ? `${ROOM_BLOCK_KIND_LABELS[bar.block.kind]} · ${bar.block.rooms} · ${bar.block.reason}`
            : `Out of service · ${bar.reason}`}
        </span>
        <span className="sr-only">{text}</span>
      </span>
    );
  const state = stayStateOf(bar.stay.status);
  const movable = state !== 'left' && room !== null;
  const onDragStart = (e: DragEvent<HTMLDivElement>) => {
    // The end's handle is being dragged: that is a change of nights, not a move of the bar.
    if (resizing.current) {
      e.preventDefault();
      return;
    }
    const box = e.currentTarget.getBoundingClientRect();
    const column = columnAt(e.clientX, box, bar.span);
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', `${bar.stay.bookingCode} ${room?.number}`);
    handlers.onDragStart(bar, room!, bar.start + column);
  };
  const resizable = movable && !bar.continuesAfter;
  const onResizeStart = (e: PointerEvent<HTMLSpanElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    resizing.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  // Touch and pen have no HTML drag and drop on most phones: the Move button is their handle. A tap opens the dialog
  // (as a click); pressed and moved, it carries the bar to the cell it is let go over. A mouse drags the bar itself.
  const onCarryStart = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === 'mouse') return;
    const box = e.currentTarget.closest('[data-testid="grid-bar"]')?.getBoundingClientRect();
    const grabIndex = bar.start + (box ? columnAt(e.clientX, box, bar.span) : 0);
    carry.current.at = { x: e.clientX, y: e.clientY, grabIndex, carrying: false };
    try {
      e.currentTarget.setPointerCapture?.(e.pointerId);
    } catch {
      // A pointer the browser no longer knows (let go already): nothing to capture.
    }
  };
  const onCarryMove = (e: PointerEvent<HTMLButtonElement>) => {
    const c = carry.current.at;
    if (!c || c.carrying) return;
    if (Math.hypot(e.clientX - c.x, e.clientY - c.y) >= CARRY_AFTER_PX) c.carrying = true;
  };
  const onCarryEnd = (e: PointerEvent<HTMLButtonElement>) => {
    const c = carry.current.at;
    carry.current.at = null;
    if (!c?.carrying) return;
    // Carried: the click that follows is not a tap on the button.
    carry.current.carried = true;
    const cell = document.elementFromPoint(e.clientX, e.clientY)?.closest('td[data-start]');
    if (cell) handlers.onCarry(bar, room!, c.grabIndex, cell, e.clientX);
  };
  const onResizeEnd = (e: PointerEvent<HTMLSpanElement>) => {
    if (!resizing.current) return;
    resizing.current = false;
    const night = nightAt(e.clientX, e.clientY);
    if (night !== null && night !== bar.start + bar.span - 1) handlers.onResize(bar, room!, night);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's way to move; the Move button inside is the keyboard's
    <div
      className={`flex items-stretch overflow-hidden rounded-md text-xs font-semibold ${stateClasses[state]} ${shape} ${movable ? 'cursor-grab active:cursor-grabbing' : ''}`}
      draggable={movable}
      onDragStart={movable ? onDragStart : undefined}
      title={text}
      data-testid="grid-bar"
      data-state={state}
    >
      <Link
        to={consolePaths.booking(bar.stay.bookingId)}
        draggable={false}
        className="block min-h-6 min-w-6 flex-1 truncate px-2 py-1.5 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900"
      >
        <span aria-hidden="true">
          {bar.continuesBefore && '‹ '}
          {bar.stay.guestName} · {bar.stay.bookingCode}
          {bar.continuesAfter && ' ›'}
        </span>
        <span className="sr-only">{text}</span>
      </Link>
      {movable && (
        <button
          type="button"
          className="min-h-6 min-w-6 shrink-0 touch-none border-l border-current/30 px-1 hover:bg-black/10 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900"
          aria-label={`Move ${bar.stay.guestName} (booking ${bar.stay.bookingCode}, room ${room.number})`}
          title="Move to another room or nights, or change the nights (on a touch screen, drag this to the room and night)"
          onPointerDown={onCarryStart}
          onPointerMove={onCarryMove}
          onPointerUp={onCarryEnd}
          onPointerCancel={() => {
            carry.current.at = null;
          }}
          onClick={() => {
            if (carry.current.carried) {
              carry.current.carried = false;
              return;
            }
            handlers.onMove(bar, room);
          }}
        >
          <span aria-hidden="true">⇄</span>
        </button>
      )}
      {resizable && (
        // The pointer's way to lengthen or shorten the stay; the keyboard's is the Move dialog's Nights.
        <span
          aria-hidden="true"
          data-testid="grid-bar-end"
          title="Drag to change the last night"
          className="flex w-3 shrink-0 cursor-ew-resize touch-none items-center justify-center border-l border-current/30 hover:bg-black/10"
          onPointerDown={onResizeStart}
          onPointerUp={onResizeEnd}
          onPointerCancel={() => {
            resizing.current = false;
          }}
        >
          <span className="h-3 w-0.5 rounded bg-current opacity-60" />
        </span>
      )}
    </div>
  );
}
