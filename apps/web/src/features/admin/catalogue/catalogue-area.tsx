import { RequiresPermission } from '../access/components/requires-permission';
import { useConsolePath } from '../lib/use-console-path';
import CategoriesPage from './pages/categories-page';
import CitiesPage from './pages/cities-page';
import DealsPage from './pages/deals-page';
import NewPropertyPage from './pages/new-property-page';
import PropertyEditorPage from './pages/property-editor-page';
import PropertyListPage from './pages/property-list-page';

/**
 * /admin/catalogue (properties), /admin/catalogue/properties/new, /admin/catalogue/properties/:id,
 * /admin/catalogue/cities, /categories, /deals. The area opens with `catalogue.property` (the console's route guard:
 * a property manager edits their own properties); creating a property and the brand-wide lists (cities, home tiles,
 * deals) need `catalogue.brand`, as the API does.
 */
export default function CatalogueArea() {
  const [section, id] = useConsolePath('catalogue');
  switch (section) {
    case 'properties':
      if (id === 'new')
        return (
          <RequiresPermission permission="catalogue.brand">
            <NewPropertyPage />
          </RequiresPermission>
        );
      return id ? <PropertyEditorPage key={id} id={id} /> : <PropertyListPage />;
    case 'cities':
      return (
        <RequiresPermission permission="catalogue.brand">
          <CitiesPage />
        </RequiresPermission>
      );
    case 'categories':
      return (
        <RequiresPermission permission="catalogue.brand">
          <CategoriesPage />
        </RequiresPermission>
      );
    case 'deals':
      return (
        <RequiresPermission permission="catalogue.brand">
          <DealsPage />
        </RequiresPermission>
      );
    default:
      return <PropertyListPage />;
  }
}
