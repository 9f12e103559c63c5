import { lazy } from 'react';
import { IconButton } from '@chakra-ui/react';
import { FiBell } from 'react-icons/fi';
import { SignedInLive } from '../../components/signed-in-live';

const LiveBell = lazy(() => import('../../features/notifications/components/live-bell'));

/** The notifications bell, live for a signed-in user; nothing for visitors. */
export function NotificationBell() {
  const waiting = (
    <IconButton variant="ghost" aria-label="Notifications" disabled>
      <FiBell />
    </IconButton>
  );
  return (
    <SignedInLive label="the notifications" waiting={waiting} visitor={null}>
      <LiveBell />
    </SignedInLive>
  );
}
