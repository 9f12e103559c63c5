import { LuShieldCheck } from 'react-icons/lu';
import { LegalPage } from '../components/legal-page';
import { PRIVACY_POLICY } from '../content/privacy-policy';

/** /privacy (spec section 2). */
export default function PrivacyPage() {
  return <LegalPage document={PRIVACY_POLICY} icon={<LuShieldCheck />} />;
}
