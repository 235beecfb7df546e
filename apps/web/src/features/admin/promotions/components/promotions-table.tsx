import { type AdminPromotion, promotionKindLabels } from '@staybook/contract/promotions';
import { type Column, DataTable } from '../../components/data-table';
import { describePromotion } from '../logic/promotion-forms';
import { offerColumns } from './offer-columns';

interface PromotionsTableProps {
  label: string;
  promotions: readonly AdminPromotion[];
  /** The fourth column: whose promotion it is ('Property' on the brand page, 'Set by' on a property's). */
  whose: { title: string; of: (p: AdminPromotion) => string };
  /** Whether this page may change the promotion (a property's page reads the brand's only). */
  canChange: (p: AdminPromotion) => boolean;
  onEdit: (p: AdminPromotion) => void;
  onTurnOff: (p: AdminPromotion) => void;
}

/** Promotions as rows: name, kind, what it gives, whose it is, on/off, and Edit / Turn off where this page may. */
export function PromotionsTable({ label, promotions, whose, canChange, onEdit, onTurnOff }: PromotionsTableProps) {
  const columns: Column<AdminPromotion>[] = [
    { header: 'Name', className: 'font-medium', cell: (p) => p.name },
    { header: 'Kind', cell: (p) => promotionKindLabels[p.kind] },
    { header: 'Gives', cell: (p) => describePromotion(p) },
    { header: whose.title, cell: (p) => whose.of(p) },
    ...offerColumns<AdminPromotion>({ name: (p) => p.name, isActive: (p) => p.isActive, canChange, onEdit, onTurnOff }),
  ];
  return (
    <DataTable label={label} caption={label} columns={columns} rows={promotions} rowKey={(p) => p.id} minWidth="" />
  );
}
