import type { AdminBookingChange } from '@staybook/contract/admin-bookings';
import { formatInstant } from '@staybook/contract/format';
import { useEffect, useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { ErrorNotice, Loading } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { type StayAction, useChangeStay } from '../api/change-stay';
import { useStayActionPreview } from '../api/stay-action-preview';
import { useUndoStay } from '../api/undo-stay';

/** A stay action the desk has asked for and must confirm. */
export interface PendingStayAction {
  id: string;
  code: string;
  action: StayAction;
}

/**
 * The confirmation of a check-in, check-out (early departure included) or no-show: the server says what it will do
 * (the nights given back and what the policy keeps) before anything changes. `onDone` gets the server's answer.
 */
export function StayActionDialog({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingStayAction | null;
  onClose: () => void;
  onDone?: (change: AdminBookingChange) => void;
}) {
  const preview = useStayActionPreview(pending?.id ?? '', pending?.action ?? null);
  const change = useChangeStay();
  const p = preview.data;
  const confirm = () => {
    if (!pending) return;
    change.mutate(
      { id: pending.id, action: pending.action },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onDone?.(result);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return (
    <Modal open={pending !== null} onClose={onClose} title={p?.question ?? `Booking ${pending?.code ?? ''}`} size="md">
      {preview.isPending ? (
        <Loading label="Reading what this would do" />
      ) : preview.isError ? (
        <ErrorNotice error={preview.error} onRetry={() => void preview.refetch()} />
      ) : p ? (
        <div className="space-y-3 text-sm text-slate-700">
          <p data-testid="stay-action-consequence">{p.consequence}</p>
          {p.problem ? (
            <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-2 text-amber-900">
              {p.problem}
            </p>
          ) : (
            <p className="text-slate-600">{p.undoNote}</p>
          )}
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          Go back
        </button>
        <button
          type="button"
          className={
            p?.early || pending?.action === 'no-show' ? 'btn-primary bg-red-700 hover:bg-red-800' : 'btn-primary'
          }
          disabled={!p || p.problem !== null || change.isPending}
          onClick={confirm}
        >
          {p?.confirmLabel ?? 'Confirm'}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The undo of the latest stay action, while its window is open (the server decides; the time shown is its own).
 * Shown on the booking's page and on the day view right after an action.
 */
export function UndoStayNotice({
  booking,
  message,
  onUndone,
}: {
  booking: { id: string; code: string; undo?: { label: string; until: string } | null | undefined };
  message?: string;
  onUndone?: (change: AdminBookingChange) => void;
}) {
  const undo = useUndoStay();
  const until = booking.undo?.until;
  // The offer goes when its window closes (the server refuses a late undo either way).
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!until) return;
    const left = Date.parse(until) - Date.now();
    setClosed(left <= 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setClosed(true), Math.min(left, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [until]);
  if (!booking.undo || closed) return null;
  const offer = booking.undo;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
    >
      <span className="flex flex-col">
        {message && <span>{message}</span>}
        <span>{`${offer.label} possible until ${formatInstant(offer.until)}.`}</span>
      </span>
      <button
        type="button"
        className="btn-outline"
        disabled={undo.isPending}
        aria-label={`${offer.label} of booking ${booking.code}`}
        onClick={() =>
          undo.mutate(booking.id, {
            onSuccess: (result) => {
              toast.success(result.message);
              onUndone?.(result);
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        {offer.label}
      </button>
    </div>
  );
}
