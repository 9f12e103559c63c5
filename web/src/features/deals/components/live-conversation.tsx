import { ConversationPanel } from './conversation-view';
import { ConversationSkeleton } from './deal-skeletons';
import { LiveDeals } from './live-deals';

/** One conversation with what it needs (the full Firestore and Functions SDKs), loaded after the page. */
export default function LiveConversation({ conversationId, uid }: { conversationId: string; uid: string }) {
  return (
    <LiveDeals fallback={<ConversationSkeleton />}>
      <ConversationPanel conversationId={conversationId} uid={uid} />
    </LiveDeals>
  );
}
