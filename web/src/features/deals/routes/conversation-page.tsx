import { lazy, Suspense } from 'react';
import { Container, Heading } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useSession } from '../../../lib/session';
import { ConversationPanel, ConversationSkeleton } from '../components/conversation-view';

const LiveDeals = lazy(() => import('../components/live-deals'));

/** /messages/:conversationId: one conversation, live; redirects to /signin when nobody is signed in. */
export default function ConversationPage() {
  const { conversationId = '' } = useParams();
  const uid = useSession().user?.uid ?? '';
  return (
    <Container maxW="3xl" py={{ base: '4', md: '8' }}>
      <Heading as="h1" srOnly>
        Conversation
      </Heading>
      <RequireSignIn loading={<ConversationSkeleton />}>
        <Suspense fallback={<ConversationSkeleton />}>
          <LiveDeals fallback={<ConversationSkeleton />}>
            <ConversationPanel conversationId={conversationId} uid={uid} />
          </LiveDeals>
        </Suspense>
      </RequireSignIn>
    </Container>
  );
}
