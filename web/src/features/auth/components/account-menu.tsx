import { useEffect, useState } from 'react';
import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { AVATAR_MENU_CLOSE_MS } from '@campus/common/timers';
import { LuHandCoins, LuLogOut, LuShieldCheck, LuUser } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { reportFailure } from '../../../components/report-failure';
import { useAdminCheck } from '../../../lib/admin-check';
import { useSignOut } from '../../../lib/sign-out';
import { useCurrentUser } from '../hooks/use-current-user';
import { AvatarButton } from './avatar-button';

/** Admin, for admins only (by the custom claim of their ID token). */
function AdminMenuItem() {
  if (useAdminCheck() !== 'admin') return null;
  return (
    <Menu.Item value="admin" asChild>
      <RouterLink to={paths.admin}>
        <LuShieldCheck /> Admin
      </RouterLink>
    </Menu.Item>
  );
}

/** The avatar's menu: Profile, My Sales, Admin (admins only) and Logout. Closes itself after 2 s. */
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
                <LuUser /> Profile
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="my-sales" asChild>
              <RouterLink to={paths.mySales}>
                <LuHandCoins /> My Sales
              </RouterLink>
            </Menu.Item>
            <AdminMenuItem />
            <Menu.Item value="logout" onClick={() => signOut.mutate(undefined, { onError: (error) => reportFailure('Logout failed', error) })}>
              <LuLogOut /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
