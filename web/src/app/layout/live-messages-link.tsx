import { FiMessageCircle } from 'react-icons/fi';
import { useUnreadMessageCount } from '../../features/deals/api/use-conversations';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { CountIconLink } from './count-icon-link';

/** The inbox link fed by the live unread count; loaded lazily with the full Firestore SDK. */
export default function LiveMessagesLink() {
  const count = useUnreadMessageCount(useSession().user?.uid);
  return <CountIconLink to={paths.messages} icon={<FiMessageCircle />} label="Messages" count={count ?? 0} />;
}
