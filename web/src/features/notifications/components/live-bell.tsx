import { Badge, Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { TbBell } from 'react-icons/tb';
import { useNavigate } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { formatDateTime } from '@campus/common/format';
import { useSession } from '../../../lib/session';
import { markNotificationsRead, UNREAD_COUNTED, useNotifications, useUnreadNotifications } from '../api/use-notifications';

/** The bell: the unread count, and a menu of the newest notifications; opening it marks the unread ones read (up to UNREAD_COUNTED at a time). */
export default function LiveBell() {
  const db = useFirestore();
  const navigate = useNavigate();
  const uid = useSession().user?.uid;
  const newest = useNotifications();
  const unread = useUnreadNotifications();
  const count = unread.status === 'ready' ? unread.items.length : 0;
  const shownCount = count >= UNREAD_COUNTED ? `${UNREAD_COUNTED - 1}+` : String(count);

  const opened = (open: boolean) => {
    if (!open || uid === undefined || unread.status !== 'ready') return;
    const ids = unread.items.map((item) => item.id);
    void markNotificationsRead(db, uid, ids).catch((error: unknown) => console.error('Could not mark the notifications read', error));
  };

  const follow = (id: string) => {
    const chosen = newest.status === 'ready' ? newest.items.find((item) => item.id === id) : undefined;
    if (chosen) navigate(chosen.link);
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(details) => opened(details.open)} onSelect={({ value }) => follow(value)}>
      <Box position="relative">
        <Menu.Trigger asChild>
          <IconButton variant="ghost" aria-label={count > 0 ? `Notifications, ${shownCount} unread` : 'Notifications'}>
            <TbBell />
          </IconButton>
        </Menu.Trigger>
        {count > 0 && (
          <Badge position="absolute" top="0" right="0" borderRadius="full" colorPalette="red" variant="solid" size="sm" pointerEvents="none">
            {shownCount}
          </Badge>
        )}
      </Box>
      <Portal>
        <Menu.Positioner>
          <Menu.Content width={{ base: '90vw', sm: 'sm' }} maxH="96" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Notifications</Menu.ItemGroupLabel>
              {newest.status === 'ready' && newest.items.length === 0 && (
                <Text px="2" pb="2" color="fg.muted" fontSize="sm">
                  Nothing yet. Offers, messages and order news show here.
                </Text>
              )}
              {newest.status === 'error' && (
                <Text px="2" pb="2" color="fg.error" fontSize="sm" role="alert">
                  Could not load your notifications.
                </Text>
              )}
              {newest.status === 'ready' &&
                newest.items.map((item) => (
                  <Menu.Item key={item.id} value={item.id} display="block" py="2" bg={item.read ? undefined : 'teal.50'}>
                    <Text fontWeight="semibold">{item.title}</Text>
                    <Text>{item.text}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateTime(item.createdAt)}
                    </Text>
                  </Menu.Item>
                ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
