import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuShieldAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** What a signed-in student gets at /admin: no data was asked for (and the rules would refuse it). */
export function NotAllowed() {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuShieldAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">You are not allowed to view this page</EmptyState.Title>
          <EmptyState.Description>The admin dashboard is only for campus marketplace admins. If you think you should have access, contact an admin.</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="teal">
          <RouterLink to={paths.home}>Back to Home</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
