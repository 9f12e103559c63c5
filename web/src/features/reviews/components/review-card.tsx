import { Avatar, Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { formatDate } from '@campus/common/format';
import type { ProductReview } from '../../../lib/review-converter';
import { StarRating } from '../../../components/star-rating';

export interface ReviewCardProps {
  review: ProductReview;
  own: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One review; the author's own review offers Edit and Delete. */
export function ReviewCard({ review, own, onEdit, onDelete }: ReviewCardProps) {
  const name = `${review.user.firstName} ${review.user.lastName}`.trim() || 'Campus user';
  return (
    <Box as="li" bg="bg" borderWidth="1px" borderRadius="xl" p="4" aria-label={`Review by ${name}`}>
      <Flex gap="3" align="flex-start">
        <Avatar.Root size="sm" colorPalette="teal">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Stack gap="1" flex="1" minW="0">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <HStack gap="2">
              <Text fontWeight="semibold">{name}</Text>
              {own && (
                <Badge colorPalette="teal" variant="subtle">
                  Your review
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(review.createdAt)}
            </Text>
          </Flex>
          <StarRating value={review.rating} />
          {review.comment && (
            <Text whiteSpace="pre-line" mt="1">
              {review.comment}
            </Text>
          )}
          {own && (
            <HStack mt="2">
              <Button size="xs" variant="outline" onClick={onEdit}>
                <LuPencil /> Edit
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete}>
                <LuTrash2 /> Delete
              </Button>
            </HStack>
          )}
        </Stack>
      </Flex>
    </Box>
  );
}
