import { HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuStar } from 'react-icons/lu';
import { formatAverageRating, formatCount } from '@campus/common/format';
import { reputationQueryOptions } from '../../../lib/reputation';

/** A seller's standing from completed deals: average of their ratings, how many, and sales handed over. */
export function SellerReputation({ sellerId }: { sellerId: string }) {
  const reputation = useQuery(reputationQueryOptions(sellerId));
  if (!reputation.data) return null;
  const { ratingSum, ratingCount, completedSales } = reputation.data;
  return (
    <HStack gap="1" fontSize="sm" color="fg.muted">
      <LuStar aria-hidden />
      <Text>
        {ratingCount > 0 ? `${formatAverageRating(ratingSum / ratingCount)} (${formatCount(ratingCount, 'rating')})` : 'No ratings yet'} ·{' '}
        {formatCount(completedSales, 'completed sale')}
      </Text>
    </HStack>
  );
}
