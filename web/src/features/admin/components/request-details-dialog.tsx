import type { ReactNode } from 'react';
import { Box, Button, CloseButton, DataList, Dialog, Flex, Image, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { formatDateTime } from '@campus/common/format';
import { ListingStateBadge } from '../../../components/listing-state-badge';
import { fallBackToPlaceholder, imageOrPlaceholder } from '../../../components/placeholder-image';
import type { AdminRequest } from '../api/admin-request';
import type { Decision } from '../api/decide-request';
import { RequestActions } from './request-actions';
import { priceOf, productNameOf, sellerNameOf } from './request-row';

const MODAL_LABELS: Record<Decision, string> = {
  accept: 'Accept Request',
  reject: 'Reject Request',
  acceptCancel: 'Accept Cancellation',
  rejectCancel: 'Reject Cancellation',
};

export interface RequestDetailsDialogProps {
  request: AdminRequest | null;
  busy: boolean;
  onClose: () => void;
  onDecide: (decision: Decision) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Everything about a request, with the decisions open to it; the page closes it once a decision is made. */
export function RequestDetailsDialog({ request, busy, onClose, onDecide }: RequestDetailsDialogProps) {
  const place = request?.place;
  return (
    <Dialog.Root open={request !== null} onOpenChange={(details) => !details.open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {request && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{productNameOf(request)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close details" />
                </Dialog.CloseTrigger>
                {/* It scrolls with nothing focusable inside: a tab stop of its own lets the keyboard scroll it. */}
                <Dialog.Body tabIndex={0}>
                  <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" mb="4">
                    {(request.imageUrls.length > 0 ? request.imageUrls : ['']).map((url, index) => (
                      <Box key={`${url}-${index}`} borderRadius="lg" overflow="hidden" bg="gray.100" aspectRatio={1}>
                        <Image
                          src={imageOrPlaceholder(url)}
                          alt={`${productNameOf(request)}, photo ${index + 1}`}
                          width="100%"
                          height="100%"
                          objectFit="cover"
                          onError={fallBackToPlaceholder}
                        />
                      </Box>
                    ))}
                  </SimpleGrid>
                  <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="3">
                    <Field label="Description">
                      <Text whiteSpace="pre-line">{request.description || 'No description provided'}</Text>
                    </Field>
                    <Field label="Price">{priceOf(request)}</Field>
                    <Field label="Category">{request.categoryName || 'Uncategorized'}</Field>
                    <Field label="Status">
                      <ListingStateBadge state={request.state} />
                    </Field>
                    <Field label="Seller">
                      <Flex direction="column">
                        <Text>{sellerNameOf(request)}</Text>
                        <Text color="fg.muted">{request.sellerEmail || 'No email provided'}</Text>
                      </Flex>
                    </Field>
                    <Field label="Requested on">{formatDateTime(request.createdAt)}</Field>
                    <Field label="Location">
                      {place ? `${place.address}, ${place.city}, ${place.state} - ${place.pincode}` : 'No location information available'}
                    </Field>
                  </DataList.Root>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" onClick={onClose}>
                    Close
                  </Button>
                  <RequestActions state={request.state} labels={MODAL_LABELS} busy={busy} onDecide={onDecide} wrap="wrap" />
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
