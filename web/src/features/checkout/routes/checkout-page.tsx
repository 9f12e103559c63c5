import { lazy, Suspense } from 'react';
import { Container, Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { FunctionsProvider } from 'reactfire';
import { checkoutUrl, paths } from '../../../config/paths';
import { functions } from '../../../lib/functions';
import { saveReturnUrl } from '../../../lib/return-url';
import { useSession } from '../../../lib/session';
import { DETAILS_STEP } from '../checkout-steps';
import { CheckoutProgress } from '../components/checkout-progress';
import { CheckoutSkeleton } from '../components/checkout-states';
import { DetailsStep } from '../components/details-step';
import { useCheckoutStep } from '../hooks/use-checkout-step';

const LiveCheckout = lazy(() => import('../components/live-checkout'));

/** A visitor stays on Details: Continue goes to /signin and comes back to the checkout. */
function VisitorCheckout() {
  const navigate = useNavigate();
  const { step } = useCheckoutStep({ signedIn: false, hasAddress: false, orderable: false });
  const signIn = () => {
    saveReturnUrl(localStorage, checkoutUrl(DETAILS_STEP));
    navigate(paths.signin);
  };
  return (
    <Stack gap="6">
      <CheckoutProgress step={step} />
      <DetailsStep buyer={{ status: 'visitor' }} onContinue={signIn} />
    </Stack>
  );
}

/** /checkout?step=0..3: Details, Address, Order Summary, Payment. */
export default function CheckoutPage() {
  const { status, user } = useSession();
  return (
    <FunctionsProvider sdk={functions}>
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl" mb="6">
          Checkout
        </Heading>
        {status === 'loading' ? (
          <CheckoutSkeleton />
        ) : user ? (
          <Suspense fallback={<CheckoutSkeleton />}>
            <LiveCheckout />
          </Suspense>
        ) : (
          <VisitorCheckout />
        )}
      </Container>
    </FunctionsProvider>
  );
}
