import { useParams } from 'react-router';
import PropertyEditorPage from './pages/property-editor-page';

/** /admin/catalogue/properties/:propertyId: one property's editor (afresh for another property). */
export default function PropertyEditorRoute() {
  const { propertyId = '' } = useParams();
  return <PropertyEditorPage key={propertyId} id={propertyId} />;
}
