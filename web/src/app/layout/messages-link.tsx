import { lazy } from 'react';
import { FiMessageCircle } from 'react-icons/fi';
import { SignedInLive } from '../../components/signed-in-live';
import { paths } from '../../config/paths';
import { CountIconLink } from './count-icon-link';

const LiveMessagesLink = lazy(() => import('./live-messages-link'));

/** The inbox link with the live count of unread messages; nothing for visitors, who have no messages. */
export function MessagesLink() {
  const plain = <CountIconLink to={paths.messages} icon={<FiMessageCircle />} label="Messages" count={0} />;
  return (
    <SignedInLive label="the unread messages" waiting={plain} visitor={null}>
      <LiveMessagesLink />
    </SignedInLive>
  );
}
