import { useConsolePath } from '../lib/use-console-path';
import CategoriesPage from './pages/categories-page';
import CitiesPage from './pages/cities-page';
import DealsPage from './pages/deals-page';
import NewPropertyPage from './pages/new-property-page';
import PropertyEditorPage from './pages/property-editor-page';
import PropertyListPage from './pages/property-list-page';

/**
 * /admin/catalogue (properties), /admin/catalogue/properties/new, /admin/catalogue/properties/:id,
 * /admin/catalogue/cities, /categories, /deals. Admins only (the console shell checks the role; so does the API).
 */
export default function CatalogueArea() {
  const [section, id] = useConsolePath('catalogue');
  switch (section) {
    case 'properties':
      if (id === 'new') return <NewPropertyPage />;
      return id ? <PropertyEditorPage key={id} id={id} /> : <PropertyListPage />;
    case 'cities':
      return <CitiesPage />;
    case 'categories':
      return <CategoriesPage />;
    case 'deals':
      return <DealsPage />;
    default:
      return <PropertyListPage />;
  }
}
