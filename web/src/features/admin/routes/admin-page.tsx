import { lazy } from 'react';
import { Container, Heading, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FunctionsProvider } from 'reactfire';
import { SignInRedirect } from '../../../components/sign-in-redirect';
import { useAdminCheck } from '../../../lib/admin-check';
import { functions } from '../../../lib/functions';
import { LiveFirestore } from '../../../lib/live-firestore';
import { NotAllowed } from '../components/not-allowed';

// The console's data layer brings the full Firestore SDK: loaded for admins only, after the gate.
const AdminConsole = lazy(() => import('../components/admin-console'));

const ConsoleLoading = () => (
  <Stack gap="6" aria-hidden="true">
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height="24" borderRadius="xl" />
      ))}
    </SimpleGrid>
    <Skeleton height="80" borderRadius="xl" />
  </Stack>
);

/** Visitors sign in first (and come back); students are told they may not; admins get the console. */
function AdminGate() {
  const check = useAdminCheck();
  if (check === 'loading') return <ConsoleLoading />;
  if (check === 'visitor') return <SignInRedirect />;
  if (check === 'student') return <NotAllowed />;
  return (
    <LiveFirestore fallback={<ConsoleLoading />}>
      <AdminConsole />
    </LiveFirestore>
  );
}

/** /admin: the admin dashboard, gated by the admin custom claim. */
export default function AdminPage() {
  return (
    <FunctionsProvider sdk={functions}>
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl" mb="1">
          Admin Dashboard
        </Heading>
        <Text color="fg.muted" mb="6">
          Review sell and cancel requests, decide reports, keep the meet-up spots and follow the marketplace.
        </Text>
        <AdminGate />
      </Container>
    </FunctionsProvider>
  );
}
