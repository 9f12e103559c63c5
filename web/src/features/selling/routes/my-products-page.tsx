import { lazy, Suspense } from 'react';
import { Button, Container, Flex, Heading } from '@chakra-ui/react';
import { LuArrowLeft, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { FunctionsProvider } from 'reactfire';
import { RequireSignIn } from '../../../components/require-sign-in';
import { paths } from '../../../config/paths';
import { functions } from '../../../lib/functions';
import { MyProductsSkeleton } from '../components/my-products-skeleton';

const LiveMyProducts = lazy(() => import('../components/live-my-products'));

/** /my-products: the seller's listings by state, live; redirects to /signin when nobody is signed in. */
export default function MyProductsPage() {
  return (
    <FunctionsProvider sdk={functions}>
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Button asChild variant="ghost" size="sm" mb="4" ms="-3">
          <RouterLink to={paths.profile}>
            <LuArrowLeft /> Back to Profile
          </RouterLink>
        </Button>
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="4" mb="6">
          <Heading as="h1" size="2xl">
            My Products
          </Heading>
          <Button asChild colorPalette="teal">
            <RouterLink to={paths.sellProduct}>
              <LuPlus /> List a New Product
            </RouterLink>
          </Button>
        </Flex>
        <RequireSignIn loading={<MyProductsSkeleton />}>
          <Suspense fallback={<MyProductsSkeleton />}>
            <LiveMyProducts />
          </Suspense>
        </RequireSignIn>
      </Container>
    </FunctionsProvider>
  );
}
