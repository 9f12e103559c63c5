import { useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, Drawer, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { LuHandCoins, LuHeart, LuHouse, LuLogIn, LuLogOut, LuShieldCheck, LuShoppingBag, LuShoppingCart, LuTag, LuUser, LuUserPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { reportFailure } from '../../components/report-failure';
import { useAdminCheck } from '../../lib/admin-check';
import { useSignOut } from '../../lib/sign-out';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { paths } from '../../config/paths';
import { MenuButton } from './menu-button';

function MenuLink({ to, icon, children, onClick }: { to: string; icon: ReactNode; children: ReactNode; onClick: () => void }) {
  return (
    <Button asChild variant="ghost" justifyContent="flex-start" size="lg" onClick={onClick}>
      <RouterLink to={to}>
        {icon} {children}
      </RouterLink>
    </Button>
  );
}

/** Admin, for admins only (by the custom claim of their ID token). */
function AdminMenuLink({ onClick }: { onClick: () => void }) {
  if (useAdminCheck() !== 'admin') return null;
  return (
    <MenuLink to={paths.admin} icon={<LuShieldCheck />} onClick={onClick}>
      Admin
    </MenuLink>
  );
}

/** The side menu of the mobile top bar (< 768 px). */
export default function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { status, fullName, email } = useCurrentUser();
  const signOut = useSignOut();
  const close = () => setOpen(false);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <MenuButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Campus Marketplace</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {status === 'signed-in' && (
                <Box mb="4" p="3" bg="brand.subtle" borderRadius="md">
                  <Text fontWeight="semibold">{fullName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {email}
                  </Text>
                </Box>
              )}
              <Stack as="nav" gap="1" aria-label="Main menu">
                <MenuLink to={paths.home} icon={<LuHouse />} onClick={close}>
                  Home
                </MenuLink>
                <MenuLink to={paths.items} icon={<LuShoppingBag />} onClick={close}>
                  Collections
                </MenuLink>
                <MenuLink to={paths.sellProduct} icon={<LuTag />} onClick={close}>
                  Sell Product
                </MenuLink>
                <MenuLink to={paths.wishlist} icon={<LuHeart />} onClick={close}>
                  Wishlist
                </MenuLink>
                <MenuLink to={paths.cart} icon={<LuShoppingCart />} onClick={close}>
                  Cart
                </MenuLink>
                <Separator my="2" />
                {status === 'signed-out' && (
                  <>
                    <MenuLink to={paths.signin} icon={<LuLogIn />} onClick={close}>
                      Login
                    </MenuLink>
                    <MenuLink to={paths.signup} icon={<LuUserPlus />} onClick={close}>
                      Register
                    </MenuLink>
                  </>
                )}
                {status === 'signed-in' && (
                  <>
                    <MenuLink to={paths.profile} icon={<LuUser />} onClick={close}>
                      Profile
                    </MenuLink>
                    <MenuLink to={paths.mySales} icon={<LuHandCoins />} onClick={close}>
                      My Sales
                    </MenuLink>
                  </>
                )}
                {status === 'signed-in' && <AdminMenuLink onClick={close} />}
                {status === 'signed-in' && (
                  <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    size="lg"
                    colorPalette="red"
                    onClick={() => {
                      close();
                      signOut.mutate(undefined, { onError: (error) => reportFailure('Logout failed', error) });
                    }}
                  >
                    <LuLogOut /> Logout
                  </Button>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
