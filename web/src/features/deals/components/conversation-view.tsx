import { useEffect, useState } from 'react';
import { Alert, Box, Button, Flex, HStack, IconButton, Image, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore';
import { LuArrowLeft } from 'react-icons/lu';
import { TbDotsVertical, TbMessages } from 'react-icons/tb';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { formatRupees } from '@campus/common/format';
import { COLLECTIONS } from '@campus/common/model';
import { DELETED_ACCOUNT } from '@campus/common/messages';
import { productPath } from '@campus/common/site';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorState } from '../../../components/error-state';
import { imageOrPlaceholder } from '../../../components/placeholder-image';
import { paths } from '../../../config/paths';
import { saveDirectBuy, toDirectBuyProduct } from '../../../lib/direct-buy';
import { userMessage } from '../../../lib/error-message';
import { productQueryOptions } from '../../../lib/product-query';
import type { ConversationView as Conversation, MessageView } from '../api/deal-converters';
import { useBlockUser, useUnblockUser } from '../api/deal-calls';
import { useChatHistory } from '../api/use-chat-history';
import { markConversationRead, useConversation } from '../api/use-conversations';
import { ConversationSkeleton } from './deal-skeletons';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { OfferPanel } from './offer-panel';
import { otherName } from './people';
import { ReportDialog, type ReportTarget } from './report-dialog';
import { SellerReputation } from './seller-reputation';
import { FailureText } from '../../../components/failure-text';

/** One conversation, live: the item, the other side and their reputation, the offer, the messages and the box. */
export function ConversationPanel({ conversationId, uid }: { conversationId: string; uid: string }) {
  const conversation = useConversation(conversationId);
  if (conversation.status === 'loading') return <ConversationSkeleton />;
  if (conversation.status === 'error') return <ErrorState title="Could not load this conversation" error={conversation.error} onRetry={conversation.retry} />;
  if (conversation.value === null) {
    return <EmptyPanel icon={<TbMessages />} title="Conversation not found" description="It does not exist, or it is not yours." action={{ label: 'All messages', to: paths.messages }} />;
  }
  return <Chat conversation={conversation.value} uid={uid} />;
}

/** Why nothing more can be sent: the user blocked the other side, the other side blocked them, or left. */
function blockedTitle(conversation: Conversation, uid: string, other: string): string {
  if (conversation.blockedBy === uid) return `You blocked ${other}`;
  // A deleted account's conversations are closed on its side (functions/src/services/account-deletion.ts).
  return other === DELETED_ACCOUNT ? 'This account was deleted' : `${other} blocked this conversation`;
}

function Chat({ conversation, uid }: { conversation: Conversation; uid: string }) {
  const history = useChatHistory(conversation.id);
  const db = useFirestore();
  const navigate = useNavigate();
  const product = useQuery(productQueryOptions(conversation.productId));
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const [report, setReport] = useState<ReportTarget | null>(null);
  const [error, setError] = useState<string | null>(null);
  const other = otherName(conversation, uid);
  const unread = conversation.unread[uid] ?? 0;

  // Opening the conversation reads it: the unread count and its bell entry are cleared.
  useEffect(() => {
    if (unread === 0) return;
    void markConversationRead(db, conversation, uid).catch((failure: unknown) => console.error('Could not mark the conversation read', failure));
    void updateDoc(doc(db, COLLECTIONS.users, uid, COLLECTIONS.notifications, `message_${conversation.id}`), { read: true }).catch(() => undefined);
  }, [db, conversation, uid, unread]);

  const buy = () => {
    if (!product.data) return;
    saveDirectBuy(localStorage, { ...toDirectBuyProduct(product.data, 'direct'), agreedPrice: conversation.offer?.amount });
    navigate(paths.checkout);
  };
  const toggleBlock = () => {
    setError(null);
    const change = conversation.blockedBy === uid ? unblock : block;
    change.mutateAsync({ conversationId: conversation.id }).catch((failure: unknown) => setError(userMessage(failure)));
  };
  const reportMessage = (message: MessageView) =>
    setReport({ label: 'this message', request: { kind: 'message', conversationId: conversation.id, messageId: message.id } });

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" p="3" borderWidth="1px" borderRadius="lg">
        <IconButton asChild variant="ghost" aria-label="All messages">
          <RouterLink to={paths.messages}>
            <LuArrowLeft />
          </RouterLink>
        </IconButton>
        <Image src={imageOrPlaceholder(conversation.product.imageURL)} alt="" boxSize="12" objectFit="cover" borderRadius="md" />
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" truncate>
            {other}
          </Text>
          <Link asChild fontSize="sm" color="fg.muted">
            <RouterLink to={productPath(conversation.productId)}>
              {conversation.product.title} · {formatRupees(conversation.product.price)}
            </RouterLink>
          </Link>
          {uid === conversation.buyerId && <SellerReputation sellerId={conversation.sellerId} />}
        </Box>
        <Menu.Root>
          <Menu.Trigger asChild>
            <IconButton variant="ghost" aria-label="More actions">
              <TbDotsVertical />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {(conversation.blockedBy === null || conversation.blockedBy === uid) && (
                  <Menu.Item value="block" onSelect={toggleBlock}>
                    {conversation.blockedBy === uid ? `Unblock ${other}` : `Block ${other}`}
                  </Menu.Item>
                )}
                <Menu.Item value="report-user" onSelect={() => setReport({ label: other, request: { kind: 'user', conversationId: conversation.id } })}>
                  Report {other}
                </Menu.Item>
                <Menu.Item value="report-listing" onSelect={() => setReport({ label: 'this listing', request: { kind: 'listing', productId: conversation.productId } })}>
                  Report this listing
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
      <FailureText message={error} fontSize="md" />
      <OfferPanel conversation={conversation} uid={uid} onBuy={buy} />
      {history.status === 'error' && history.retry ? (
        <ErrorState title="Could not load the messages" error={history.error} onRetry={history.retry} />
      ) : (
        <MessageList conversation={conversation} history={history} uid={uid} onReport={reportMessage} />
      )}
      {conversation.blockedBy === null ? (
        <MessageComposer conversation={conversation} uid={uid} />
      ) : (
        <Alert.Root status="warning" borderRadius="lg" role="status">
          <Alert.Content>
            <Alert.Title>{blockedTitle(conversation, uid, other)}</Alert.Title>
            <Alert.Description>No more messages or offers can be sent{conversation.blockedBy === uid ? ' until you unblock them.' : '.'}</Alert.Description>
            {conversation.blockedBy === uid && (
              <HStack mt="2">
                <Button size="sm" variant="outline" loading={unblock.isPending} onClick={toggleBlock}>
                  Unblock {other}
                </Button>
              </HStack>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <ReportDialog target={report} onClose={() => setReport(null)} />
    </Stack>
  );
}
