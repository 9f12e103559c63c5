import { Badge, Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { TbMessages } from 'react-icons/tb';
import { formatDateTime } from '@campus/common/format';
import { conversationPath } from '@campus/common/site';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorState } from '../../../components/error-state';
import { imageOrPlaceholder } from '../../../components/placeholder-image';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import type { ConversationView } from '../api/deal-converters';
import { useInbox } from '../api/use-conversations';
import { InboxSkeleton } from './deal-skeletons';
import { otherName } from './people';

/** The inbox: every conversation, the latest message first, with what is unread. */
export function InboxList() {
  const inbox = useInbox();
  const uid = useSession().user?.uid ?? '';
  if (inbox.status === 'loading') return <InboxSkeleton />;
  if (inbox.status === 'error') return <ErrorState title="Could not load your messages" error={inbox.error} onRetry={inbox.retry} />;
  if (inbox.items.length === 0) {
    return (
      <EmptyPanel
        icon={<TbMessages />}
        title="No messages yet"
        description="Ask a seller about an item with 'Message seller' on its page."
        action={{ label: 'Browse Products', to: paths.items }}
      />
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Conversations">
      {inbox.items.map((conversation) => (
        <InboxRow key={conversation.id} conversation={conversation} uid={uid} />
      ))}
    </Stack>
  );
}

function InboxRow({ conversation, uid }: { conversation: ConversationView; uid: string }) {
  const unread = conversation.unread[uid] ?? 0;
  const last = conversation.lastMessage;
  return (
    <Box as="li">
      <Flex
        asChild
        gap="3"
        p="3"
        align="center"
        borderWidth="1px"
        borderRadius="lg"
        bg={unread > 0 ? 'teal.50' : 'bg'}
        _hover={{ bg: 'gray.50' }}
      >
        <RouterLink to={conversationPath(conversation.id)}>
          <Image src={imageOrPlaceholder(conversation.product.imageURL)} alt="" boxSize="14" objectFit="cover" borderRadius="md" flexShrink="0" />
          <Box minW="0" flex="1">
            <Flex justify="space-between" gap="2">
              <Text fontWeight="semibold" truncate>
                {otherName(conversation, uid)}
              </Text>
              <Text fontSize="xs" color="fg.muted" flexShrink="0">
                {formatDateTime(conversation.lastMessageAt)}
              </Text>
            </Flex>
            <Text fontSize="sm" color="fg.muted" truncate>
              {conversation.product.title}
            </Text>
            <Text fontSize="sm" truncate fontWeight={unread > 0 ? 'semibold' : 'normal'}>
              {last ? `${last.senderId === uid ? 'You: ' : ''}${last.text}` : 'No messages yet'}
            </Text>
          </Box>
          {unread > 0 && (
            <Badge colorPalette="red" variant="solid" borderRadius="full" aria-label={`${unread} unread`}>
              {unread}
            </Badge>
          )}
        </RouterLink>
      </Flex>
    </Box>
  );
}
