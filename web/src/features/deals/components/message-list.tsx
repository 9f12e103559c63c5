import { useEffect, useRef } from 'react';
import { Box, Button, Flex, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@campus/common/format';
import type { ConversationView, MessageView } from '../api/deal-converters';
import type { ChatHistory } from '../api/use-chat-history';
import { nameOf } from './people';

export interface MessageListProps {
  conversation: ConversationView;
  history: ChatHistory;
  uid: string;
  onReport: (message: MessageView) => void;
}

/** The conversation, oldest first, kept scrolled to the newest message; earlier pages on demand. */
export function MessageList({ conversation, history, uid, onReport }: MessageListProps) {
  const list = useRef<HTMLDivElement>(null);
  const newest = history.messages.at(-1)?.id;
  // The list scrolls itself to its newest message; the page stays where the reader has it.
  useEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  return (
    <Stack ref={list} gap="3" role="log" aria-label="Messages" aria-live="polite" maxH={{ base: '60vh', md: '55vh' }} overflowY="auto" p="2" tabIndex={0}>
      {history.earlier !== 'done' && history.messages.length > 0 && (
        <Button alignSelf="center" size="sm" variant="outline" loading={history.earlier === 'loading'} loadingText="Loading..." onClick={history.loadEarlier}>
          {history.earlier === 'error' ? 'Could not load. Try again' : 'Load earlier messages'}
        </Button>
      )}
      {history.messages.length === 0 && history.status === 'ready' && (
        <Text color="fg.muted" textAlign="center" py="6">
          No messages yet. Say hello, ask about the item, or make an offer.
        </Text>
      )}
      {history.messages.map((message) => (
        <MessageBubble key={message.id} message={message} mine={message.senderId === uid} author={nameOf(conversation, message.senderId)} onReport={() => onReport(message)} />
      ))}
    </Stack>
  );
}

interface MessageBubbleProps {
  message: MessageView;
  mine: boolean;
  author: string;
  onReport: () => void;
}

function MessageBubble({ message, mine, author, onReport }: MessageBubbleProps) {
  if (message.kind === 'notice') {
    return (
      <Text alignSelf="center" fontSize="sm" color="fg.muted" textAlign="center">
        {message.text}
      </Text>
    );
  }
  return (
    <Flex direction="column" align={mine ? 'flex-end' : 'flex-start'} gap="1">
      <Box
        maxW="80%"
        px="3"
        py="2"
        borderRadius="lg"
        bg={message.kind === 'offer' ? 'orange.100' : mine ? 'teal.700' : 'gray.100'}
        color={message.kind === 'offer' ? 'orange.900' : mine ? 'white' : 'fg'}
        fontWeight={message.kind === 'offer' ? 'semibold' : 'normal'}
      >
        {message.text !== '' && <Text whiteSpace="pre-wrap">{message.text}</Text>}
        {message.images.length > 0 && (
          <SimpleGrid columns={Math.min(message.images.length, 2)} gap="1" mt={message.text === '' ? 0 : 2}>
            {message.images.map((image, index) => (
              <Link key={image.path} href={image.imageUrl} target="_blank" rel="noopener noreferrer" aria-label={`Photo ${index + 1} from ${author}`}>
                <Image src={image.imageUrl} alt="" boxSize="28" objectFit="cover" borderRadius="md" />
              </Link>
            ))}
          </SimpleGrid>
        )}
      </Box>
      <Flex gap="2" align="center" fontSize="xs" color="fg.muted">
        <Text>
          {mine ? 'You' : author} · {formatDateTime(message.sentAt)}
        </Text>
        {!mine && message.kind === 'text' && (
          <Button variant="plain" size="xs" color="fg.muted" textDecoration="underline" px="0" h="auto" onClick={onReport}>
            Report
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
