import { Box, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatAverageRating, formatCount, ratingDistribution } from '@campus/common/format';
import { StarRating } from '../../../components/star-rating';

/** Customer Reviews summary: the average out of 5, the count and the 5-to-1 star distribution. */
export function RatingSummary({ ratings }: { ratings: readonly number[] }) {
  const average = formatAverageRating(ratings);
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="6" align={{ sm: 'center' }}>
      <Stack gap="1" align={{ base: 'flex-start', sm: 'center' }} minW="36">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
          {average}
          <Text as="span" fontSize="lg" color="fg.muted" fontWeight="normal">
            {' '}
            out of 5
          </Text>
        </Text>
        <StarRating value={Number(average)} size="md" />
        <Text color="fg.muted" fontSize="sm">
          {formatCount(ratings.length, 'review')}
        </Text>
      </Stack>
      <Stack gap="1.5" flex="1" aria-label="Rating distribution">
        {ratingDistribution(ratings).map(({ stars, count, percent }) => (
          <HStack key={stars} gap="3" fontSize="sm">
            <Text w="12" flexShrink={0}>
              {stars} star
            </Text>
            <Box flex="1">
              <Progress.Root value={percent} size="sm" colorPalette="orange" aria-label={`${stars} star reviews`}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
            <Text w="8" textAlign="end" color="fg.muted">
              {count}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Flex>
  );
}
