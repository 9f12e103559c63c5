import { TbMessageCircle } from 'react-icons/tb';
import { useUnreadMessageCount } from '../../features/deals/api/use-conversations';
import LiveBell from '../../features/notifications/components/live-bell';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { CountIconLink } from './count-icon-link';

/** The bell and the inbox link fed by live counts; loaded lazily with the full Firestore SDK. */
export default function LiveDealLinks() {
  const count = useUnreadMessageCount(useSession().user?.uid) ?? 0;
  return (
    <>
      <LiveBell />
      <CountIconLink to={paths.messages} icon={<TbMessageCircle />} label={count > 0 ? `Messages, ${count} unread` : 'Messages'} count={count} />
    </>
  );
}
