import { PageHeader } from '../../components/console-ui';
import { CatalogueTabs } from '../components/catalogue-tabs';
import { TranslatedListPanel } from '../components/translated-list-panel';
import { BRAND_LISTS } from '../logic/catalogue-paths';

/**
 * /admin/catalogue/brand-words: the brand's own words per language (docs/languages.md, "Content per language"): the
 * home's deal cards, hero slides and category tiles, the promotions' names on the deals strip, the extras guests add
 * to a stay.
 */
export default function BrandWordsPage() {
  return (
    <div>
      <PageHeader
        title="Brand words"
        help="The brand's own words in each language: guests on the Hindi, Spanish, French and German pages read the English where none are entered."
      />
      <CatalogueTabs />
      <div className="space-y-4">
        {BRAND_LISTS.map((l) => (
          <TranslatedListPanel key={l.kind} propertyId={null} {...l} />
        ))}
      </div>
    </div>
  );
}
