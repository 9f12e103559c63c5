import { lazy, Suspense } from 'react';
import { Container, Heading } from '@chakra-ui/react';
import { RequireSignIn } from '../../../components/require-sign-in';
import { InboxList, InboxSkeleton } from '../components/inbox-list';

const LiveDeals = lazy(() => import('../components/live-deals'));

/** /messages: the inbox, live; redirects to /signin when nobody is signed in. */
export default function MessagesPage() {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        Messages
      </Heading>
      <RequireSignIn loading={<InboxSkeleton />}>
        <Suspense fallback={<InboxSkeleton />}>
          <LiveDeals fallback={<InboxSkeleton />}>
            <InboxList />
          </LiveDeals>
        </Suspense>
      </RequireSignIn>
    </Container>
  );
}
