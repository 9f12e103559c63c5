import { lazy, Suspense } from 'react';
import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { SELLER_CONFIRM_DEADLINE_MS } from '@campus/common/timers';
import { RequireSignIn } from '../../../components/require-sign-in';
import { paths } from '../../../config/paths';
import { SalesSkeleton } from '../components/sales-skeleton';

const LiveSales = lazy(() => import('../components/live-sales'));

const DEADLINE_HOURS = SELLER_CONFIRM_DEADLINE_MS / (60 * 60 * 1000);

/** /my-sales: the orders of the signed-in seller's products, live, with their next steps; redirects to /signin for a visitor. */
export default function MySalesPage() {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Button asChild variant="ghost" size="sm" mb="4" ms="-3">
        <RouterLink to={paths.profile}>
          <LuArrowLeft /> Back to Profile
        </RouterLink>
      </Button>
      <Heading as="h1" size="2xl" mb="2">
        My Sales
      </Heading>
      <Text color="fg.muted" mb="6">
        Orders for the products you sell, newest first. Confirm a new order, or agree its campus meet-up, within {DEADLINE_HOURS} hours or it is cancelled automatically.
      </Text>
      <RequireSignIn loading={<SalesSkeleton />}>
        <Suspense fallback={<SalesSkeleton />}>
          <LiveSales />
        </Suspense>
      </RequireSignIn>
    </Container>
  );
}
