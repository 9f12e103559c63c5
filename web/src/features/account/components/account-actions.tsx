import type { ReactNode } from 'react';
import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuKeyRound, LuMapPin, LuPackage, LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LogoutButton } from './logout-button';

const ACTIONS: readonly { label: string; to: string; icon: ReactNode }[] = [
  { label: 'Edit Profile', to: paths.profileEdit, icon: <LuPencil /> },
  { label: 'Manage Addresses', to: paths.addresses, icon: <LuMapPin /> },
  { label: 'Your Orders', to: paths.orders, icon: <LuPackage /> },
  { label: 'Reset Password', to: paths.forgotPassword, icon: <LuKeyRound /> },
];

/** The /account page's actions: edit, addresses, orders, password reset and Logout. */
export function AccountActions() {
  return (
    <Stack as="section" gap="3" aria-labelledby="account-actions">
      <Heading as="h2" size="lg" id="account-actions">
        Account Actions
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {ACTIONS.map(({ label, to, icon }) => (
          <Button key={to} asChild variant="outline" justifyContent="flex-start" bg="bg">
            <RouterLink to={to}>
              <span aria-hidden="true">{icon}</span> {label}
            </RouterLink>
          </Button>
        ))}
      </SimpleGrid>
      <LogoutButton alignSelf={{ base: 'stretch', sm: 'flex-start' }} />
    </Stack>
  );
}
