import { useEffect, useState } from 'react';
import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { AVATAR_MENU_CLOSE_MS } from '@campus/common/timers';
import { FiLogOut, FiUser } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { reportFailure } from '../../../components/report-failure';
import { useSignOut } from '../../../lib/sign-out';
import { useCurrentUser } from '../hooks/use-current-user';
import { AvatarButton } from './avatar-button';

/** The avatar's menu: Profile and Logout (Admin joins with the admin console). Closes itself after 2 s. */
export default function AccountMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { firstName, fullName, email } = useCurrentUser();
  const signOut = useSignOut();
  const [open, setOpen] = useState(defaultOpen);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), AVATAR_MENU_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <AvatarButton firstName={firstName} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontWeight="semibold">{fullName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile}>
                <FiUser /> Profile
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="logout" onClick={() => signOut.mutate(undefined, { onError: (error) => reportFailure('Logout failed', error) })}>
              <FiLogOut /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
