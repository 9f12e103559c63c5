import { useId } from 'react';
import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { LuEye } from 'react-icons/lu';
import { formatDate, formatRupees } from '@campus/common/format';
import { ListingStateBadge } from '../../../components/listing-state-badge';
import { fallBackToPlaceholder, imageOrPlaceholder } from '../../../components/placeholder-image';
import type { AdminRequest } from '../api/admin-request';
import type { Decision } from '../api/decide-request';
import { RequestActions } from './request-actions';

const ROW_LABELS: Record<Decision, string> = { accept: 'Accept', reject: 'Reject', acceptCancel: 'Accept Cancel', rejectCancel: 'Reject Cancel' };

export const productNameOf = (request: AdminRequest) => request.productName || 'Unnamed Product';
export const sellerNameOf = (request: AdminRequest) => `${request.sellerFirstName} ${request.sellerLastName}`.trim() || 'Unknown seller';
export const priceOf = (request: AdminRequest) => (request.expectedPrice === undefined ? 'N/A' : formatRupees(request.expectedPrice));

export interface RequestRowProps {
  request: AdminRequest;
  busy: boolean;
  onDetails: () => void;
  onDecide: (decision: Decision) => void;
}

/** One request of a queue: first photo, name, status, price, seller, date, Details and its decisions. */
export function RequestRow({ request, busy, onDetails, onDecide }: RequestRowProps) {
  const nameId = useId();
  return (
    <Flex
      as="li"
      aria-labelledby={nameId}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '3', md: '4' }}
      gap={{ base: '3', md: '4' }}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
    >
      <Flex gap="3" flex="1" minW="0" align="center">
        <Box flexShrink={0} w="16" h="16" borderRadius="lg" overflow="hidden" bg="gray.100">
          <Image src={imageOrPlaceholder(request.imageUrls[0])} alt="" width="64px" height="64px" objectFit="cover" loading="lazy" onError={fallBackToPlaceholder} />
        </Box>
        <Stack gap="1" minW="0" flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Text id={nameId} fontWeight="semibold" lineClamp={1} title={productNameOf(request)}>
              {productNameOf(request)}
            </Text>
            <ListingStateBadge state={request.state} />
          </Flex>
          <Text fontWeight="bold" color="brand.fg">
            {priceOf(request)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {sellerNameOf(request)} · {formatDate(request.createdAt)}
          </Text>
        </Stack>
      </Flex>
      <Flex gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
        <Button size="sm" variant="outline" onClick={onDetails} aria-label={`Details of ${productNameOf(request)}`}>
          <LuEye /> Details
        </Button>
        <RequestActions state={request.state} labels={ROW_LABELS} busy={busy} onDecide={onDecide} />
      </Flex>
    </Flex>
  );
}
