import { type AdminPromotion, promotionKindLabels } from '@staybook/contract/promotions';
import { Badge } from '../../components/console-ui';
import { ScrollRegion, Th } from '../../components/list-kit';
import { describePromotion } from '../logic/promotion-forms';
import { OfferCells } from './offer-cells';

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
  return (
    <ScrollRegion label={label}>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Kind</Th>
            <Th>Gives</Th>
            <Th>{whose.title}</Th>
            <Th>Status</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {promotions.map((p) => (
            <tr key={p.id} className="border-t border-slate-100">
              <td className="py-2 pr-3 font-medium">{p.name}</td>
              <td className="py-2 pr-3">{promotionKindLabels[p.kind]}</td>
              <td className="py-2 pr-3">{describePromotion(p)}</td>
              <td className="py-2 pr-3">{whose.of(p)}</td>
              {canChange(p) ? (
                <OfferCells
                  name={p.name}
                  isActive={p.isActive}
                  onEdit={() => onEdit(p)}
                  onTurnOff={() => onTurnOff(p)}
                />
              ) : (
                <>
                  <td className="py-2 pr-3">
                    <Badge tone={p.isActive ? 'green' : 'slate'}>{p.isActive ? 'On' : 'Off'}</Badge>
                  </td>
                  <td className="py-2 text-slate-600">Read only</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
