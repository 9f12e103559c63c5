import { useId } from 'react';
import { Badge, Box, Button, Flex, HStack, Image, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { LuMapPin, LuX } from 'react-icons/lu';
import { formatRupees } from '@campus/common/format';
import { canOwnerCancel } from '@campus/common/listing-state';
import type { MyListing } from '../lib/my-listings';
import { ListingStateBadge } from './listing-state-badge';
import { fallBackToPlaceholder, imageOrPlaceholder } from './placeholder-image';

export interface ListingCardProps {
  listing: MyListing;
  /** The owner's Cancel Request, shown on a pending listing when given. */
  onCancel?: () => void;
  /** This listing's cancel request is on its way: 'Cancelling...'. */
  cancelling?: boolean;
}

/**
 * One of the seller's own listings (My Products, the profile): first photo or the placeholder, name,
 * description, price, where it is, category, status badge, a 'Sold' ribbon, and Cancel Request while pending.
 */
export function ListingCard({ listing, onCancel, cancelling = false }: ListingCardProps) {
  const titleId = useId();
  const sold = listing.state === 'Sold';
  const place = listing.place && `${listing.place.city}, ${listing.place.state} - ${listing.place.pincode}`;
  return (
    <Flex as="article" aria-labelledby={titleId} direction="column" bg="bg" borderWidth="1px" borderRadius="xl" overflow="hidden" h="full">
      <Box position="relative" bg="gray.100" aspectRatio={4 / 3} overflow="hidden">
        <Image
          src={imageOrPlaceholder(listing.imageUrl)}
          alt={listing.productName}
          loading="lazy"
          width="100%"
          height="100%"
          objectFit="cover"
          onError={fallBackToPlaceholder}
        />
        {sold && (
          <Box
            data-testid="sold-ribbon"
            position="absolute"
            top="5"
            left="-10"
            w="40"
            py="1"
            transform="rotate(-45deg)"
            bg="red.600"
            color="white"
            fontWeight="bold"
            fontSize="sm"
            textAlign="center"
            textTransform="uppercase"
            letterSpacing="wider"
            shadow="md"
          >
            Sold
          </Box>
        )}
      </Box>
      <Stack gap="2" p="4" flex="1">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Text id={titleId} fontWeight="semibold" lineClamp={2} title={listing.productName}>
            {listing.productName}
          </Text>
          <ListingStateBadge state={listing.state} />
        </Flex>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {listing.productDescription}
        </Text>
        <Text fontSize="lg" fontWeight="bold" color="brand.fg">
          {formatRupees(listing.expectedPrice)}
        </Text>
        {place && (
          <HStack gap="1" fontSize="sm" color="fg.muted">
            <LuMapPin aria-hidden />
            <Text>{place}</Text>
          </HStack>
        )}
        <Badge alignSelf="flex-start" colorPalette="teal" variant="outline">
          {listing.categoryName || 'Uncategorized'}
        </Badge>
        {onCancel && canOwnerCancel(listing.state) && (
          <Button mt="auto" size="sm" variant="outline" colorPalette="red" loading={cancelling} loadingText="Cancelling..." onClick={onCancel}>
            <LuX /> Cancel Request
          </Button>
        )}
      </Stack>
    </Flex>
  );
}

/** The card's loading shape. */
export function ListingCardSkeleton() {
  return (
    <Box borderWidth="1px" borderRadius="xl" overflow="hidden">
      <Skeleton aspectRatio={4 / 3} />
      <Stack gap="3" p="4">
        <Skeleton height="5" width="60%" />
        <SkeletonText noOfLines={2} />
        <Skeleton height="6" width="20" />
      </Stack>
    </Box>
  );
}
