import { lazy, Suspense } from 'react';
import { Container, Heading } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useSession } from '../../../lib/session';
import { ConversationSkeleton, InboxSkeleton } from '../components/deal-skeletons';

const LiveInbox = lazy(() => import('../components/live-inbox'));
const LiveConversation = lazy(() => import('../components/live-conversation'));

/**
 * /messages, the inbox, and /messages/:conversationId, one conversation: live, and only for a signed-in
 * user (a visitor goes to /signin and comes back).
 */
export default function MessagesPage() {
  const { conversationId } = useParams();
  const uid = useSession().user?.uid ?? '';
  const loading = conversationId === undefined ? <InboxSkeleton /> : <ConversationSkeleton />;
  return (
    <Container maxW="3xl" py={{ base: '4', md: '8' }}>
      <Heading as="h1" size="2xl" mb="6" srOnly={conversationId !== undefined}>
        {conversationId === undefined ? 'Messages' : 'Conversation'}
      </Heading>
      <RequireSignIn loading={loading}>
        <Suspense fallback={loading}>{conversationId === undefined ? <LiveInbox /> : <LiveConversation conversationId={conversationId} uid={uid} />}</Suspense>
      </RequireSignIn>
    </Container>
  );
}
