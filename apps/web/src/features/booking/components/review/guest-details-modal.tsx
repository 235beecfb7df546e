import type { PrimaryGuest } from '@staybook/contract/booking';
import { Modal } from '../../../../components/ui/modal';
import { useT } from '../../../../lib/i18n';
import { GuestDetailsForm } from './guest-details-form';

interface GuestDetailsModalProps {
  open: boolean;
  details: PrimaryGuest;
  onChange: (details: PrimaryGuest) => void;
  onClose: () => void;
  onSave: (details: PrimaryGuest) => void;
}

/**
 * The rooms are held in the primary guest's name, so a guest whose account has no name or e-mail yet is
 * asked for them once before the hold; step 1 then shows them locked, editable as usual.
 */
export function GuestDetailsModal({ open, details, onChange, onClose, onSave }: GuestDetailsModalProps) {
  const t = useT('booking');
  return (
    <Modal open={open} onClose={onClose} title={t('review.guest.askTitle')}>
      <p className="mb-4 text-sm text-slate-600">{t('review.guest.askIntro')}</p>
      <GuestDetailsForm
        details={details}
        locked={false}
        onChange={onChange}
        onEdit={() => {}}
        onSave={onSave}
        submitLabel={t('review.guest.continue')}
      />
    </Modal>
  );
}
