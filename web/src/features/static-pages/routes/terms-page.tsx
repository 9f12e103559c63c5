import { LuScale } from 'react-icons/lu';
import { LegalPage } from '../components/legal-page';
import { TERMS_OF_SERVICE } from '../content/terms-of-service';

/** /terms (spec section 2). */
export default function TermsPage() {
  return <LegalPage document={TERMS_OF_SERVICE} icon={<LuScale />} />;
}
