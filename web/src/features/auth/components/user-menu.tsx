import { lazy } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { OnDemand, preload } from '../../../components/on-demand';
import { useCurrentUser } from '../hooks/use-current-user';
import { AvatarButton } from './avatar-button';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

/** Top bar: a Login link for visitors; the avatar (first letter of the first name) with its menu when signed in. */
export function UserMenu() {
  const { status, firstName } = useCurrentUser();
  if (status === 'loading') return <Box w="10" h="10" />;
  if (status === 'signed-out') {
    return (
      <Button asChild colorPalette="teal" size="sm">
        <RouterLink to={paths.signin}>Login</RouterLink>
      </Button>
    );
  }
  return (
    <OnDemand placeholder={(activate) => <AvatarButton firstName={firstName} onClick={activate} onPointerEnter={preload(loadAccountMenu)} />}>
      <AccountMenu defaultOpen />
    </OnDemand>
  );
}
