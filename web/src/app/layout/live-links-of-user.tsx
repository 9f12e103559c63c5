import { TbMessageCircle } from 'react-icons/tb';
import { useCartAddedFlash, useCartCount } from '../../features/cart/api/use-cart-count';
import { useUnreadMessageCount } from '../../features/deals/api/use-conversations';
import LiveBell from '../../features/notifications/components/live-bell';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { CartIconLink } from './cart-icon-link';
import { CountIconLink } from './count-icon-link';

/** The bell, the inbox link with its unread count, and the cart with its item count and '+1' flash, all live. */
export default function LiveLinksOfUser() {
  const unread = useUnreadMessageCount(useSession().user?.uid) ?? 0;
  const cartCount = useCartCount();
  const flash = useCartAddedFlash();
  return (
    <>
      <LiveBell />
      <CountIconLink to={paths.messages} icon={<TbMessageCircle />} label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'} count={unread} />
      <CartIconLink count={cartCount ?? 0} flash={flash} />
    </>
  );
}
