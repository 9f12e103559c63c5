import { LuReceiptIndianRupee } from 'react-icons/lu';
import { DocumentActions } from '../components/document-actions';
import { LegalPage } from '../components/legal-page';
import { REFUND_POLICY } from '../content/refund-policy';

/** /refunds (spec section 2): the policy with Print and Copy link. */
export default function RefundsPage() {
  return <LegalPage document={REFUND_POLICY} icon={<LuReceiptIndianRupee />} actions={<DocumentActions />} />;
}
