import type { TranslatableKind } from '@staybook/contract/content-translations';
import { Link, useSearchParams } from 'react-router';
import { Panel } from '../../components/console-ui';
import { ContentLanguageTabs } from './content-language-tabs';
import { useLinkedPanel } from './linked-panel';

/**
 * A list whose English is edited elsewhere (a property's rate plans, its room types' amenities and policies; the
 * brand's deals, promotions, hero slides and extras), with a tab per language beside it (docs/languages.md, "Content per language"): the English tab says
 * where the English is edited, each other tab lists every row under its English name. `?lang=hi&list=<list>` (a
 * "Translations missing" link) opens it on that tab, brought to the top of the screen with its summary focused.
 */
export function TranslatedListPanel({
  propertyId,
  kind,
  list,
  title,
  editedAt,
}: {
  propertyId: string | null;
  kind: TranslatableKind;
  list: string;
  title: string;
  /** Where the English is edited: its page and that page's name (no page: a panel of this one, named). */
  editedAt: { to?: string; name: string };
}) {
  const [search] = useSearchParams();
  const linked = search.get('list') === list;
  const panel = useLinkedPanel(linked);
  return (
    <Panel>
      <details ref={panel} open={linked || undefined}>
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">{title}</summary>
        <div className="mt-3">
          <ContentLanguageTabs subject={{ propertyId, kind, name: title }} initial={linked ? search.get('lang') : null}>
            <p className="text-sm text-slate-600">
              The English is edited on{' '}
              {editedAt.to ? (
                <Link className="text-sky-800 underline" to={editedAt.to}>
                  {editedAt.name}
                </Link>
              ) : (
                editedAt.name
              )}
              ; each language's tab holds the words guests read on its pages.
            </p>
          </ContentLanguageTabs>
        </div>
      </details>
    </Panel>
  );
}
