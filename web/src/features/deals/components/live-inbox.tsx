import { InboxList } from './inbox-list';
import { InboxSkeleton } from './deal-skeletons';
import { LiveDeals } from './live-deals';

/** The inbox with what it needs (the full Firestore and Functions SDKs), loaded after the page. */
export default function LiveInbox() {
  return (
    <LiveDeals fallback={<InboxSkeleton />}>
      <InboxList />
    </LiveDeals>
  );
}
