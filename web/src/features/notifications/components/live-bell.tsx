import { Badge, Box, IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { FiBell } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { formatDateTime } from '@campus/common/format';
import { useSession } from '../../../lib/session';
import { markNotificationsRead, useNotifications, useUnreadNotifications } from '../api/use-notifications';

/** The bell: the unread count, and on opening the newest notifications, which opening marks read. */
export default function LiveBell() {
  const db = useFirestore();
  const uid = useSession().user?.uid;
  const newest = useNotifications();
  const unread = useUnreadNotifications();
  const count = unread.status === 'ready' ? unread.items.length : 0;

  const opened = (open: boolean) => {
    if (!open || uid === undefined || unread.status !== 'ready') return;
    void markNotificationsRead(
      db,
      uid,
      unread.items.map((item) => item.id),
    ).catch((error: unknown) => console.error('Could not mark the notifications read', error));
  };

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(details) => opened(details.open)}>
      <Box position="relative">
        <Popover.Trigger asChild>
          <IconButton variant="ghost" aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}>
            <FiBell />
          </IconButton>
        </Popover.Trigger>
        {count > 0 && (
          <Badge position="absolute" top="0" right="0" borderRadius="full" colorPalette="red" variant="solid" size="sm" pointerEvents="none">
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', sm: 'sm' }}>
            <Popover.Body p="0">
              <Text fontWeight="semibold" px="4" pt="3" pb="2">
                Notifications
              </Text>
              {newest.status === 'ready' && newest.items.length === 0 && (
                <Text px="4" pb="4" color="fg.muted">
                  Nothing yet. Offers, messages and order news show here.
                </Text>
              )}
              {newest.status === 'error' && (
                <Text px="4" pb="4" color="fg.error" role="alert">
                  Could not load your notifications.
                </Text>
              )}
              <Stack as="ul" gap="0" listStyleType="none" maxH="96" overflowY="auto" aria-label="Notifications">
                {newest.status === 'ready' &&
                  newest.items.map((item) => (
                    <Box as="li" key={item.id} borderTopWidth="1px" bg={item.read ? undefined : 'teal.50'}>
                      <Popover.CloseTrigger asChild>
                        <Link asChild display="block" px="4" py="3" _hover={{ bg: 'gray.50', textDecoration: 'none' }}>
                          <RouterLink to={item.link}>
                            <Text fontWeight="semibold" fontSize="sm">
                              {item.title}
                            </Text>
                            <Text fontSize="sm">{item.text}</Text>
                            <Text fontSize="xs" color="fg.muted">
                              {formatDateTime(item.createdAt)}
                            </Text>
                          </RouterLink>
                        </Link>
                      </Popover.CloseTrigger>
                    </Box>
                  ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
