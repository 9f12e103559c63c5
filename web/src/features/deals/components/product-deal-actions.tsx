import { useState } from 'react';
import { Badge, Button, Dialog, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { LuHandCoins } from 'react-icons/lu';
import { TbMessageCircle } from 'react-icons/tb';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FunctionsProvider } from 'reactfire';
import { conversationId } from '@campus/common/chat';
import { formatDateTime } from '@campus/common/format';
import { isReservationActive } from '@campus/common/offers';
import { conversationPath } from '@campus/common/site';
import { useSignInGate } from '../../../components/sign-in-gate';
import { userMessage } from '../../../lib/error-message';
import { functions } from '../../../lib/functions';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { useSession } from '../../../lib/session';
import { useMakeOffer, useOpenConversation } from '../api/deal-calls';
import { OfferAmountForm } from './offer-amount-form';
import { SellerReputation } from './seller-reputation';
import { FailureText } from '../../../components/failure-text';

/** The product page's deal controls: the seller's reputation, 'Message seller', 'Make an offer', or the reservation. */
export default function ProductDealActions({ product }: { product: CatalogueProduct }) {
  return (
    <FunctionsProvider sdk={functions}>
      <DealActions product={product} />
    </FunctionsProvider>
  );
}

function DealActions({ product }: { product: CatalogueProduct }) {
  const uid = useSession().user?.uid;
  const gate = useSignInGate();
  const navigate = useNavigate();
  const open = useOpenConversation();
  const makeOffer = useMakeOffer();
  const [offering, setOffering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reserved = isReservationActive(product);
  const mine = uid !== undefined && uid === product.sellerId;

  const message = () => {
    if (!gate.requireSignIn()) return;
    setError(null);
    open
      .mutateAsync({ productId: product.id })
      .then((conversation) => navigate(conversationPath(conversation._id)))
      .catch((failure: unknown) => setError(userMessage(failure)));
  };
  const offer = () => {
    if (gate.requireSignIn()) setOffering(true);
  };

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          Seller
        </Text>
        <SellerReputation sellerId={product.sellerId} />
      </HStack>
      {reserved && (
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="orange" variant="solid">
            Reserved
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {product.reservedBy === uid ? 'For you, at your agreed price, until ' : 'For another buyer until '}
            {formatDateTime(product.reservedUntil)}
          </Text>
          {uid !== undefined && product.reservedBy === uid && (
            <Link asChild fontSize="sm" colorPalette="teal">
              <RouterLink to={conversationPath(conversationId(product.id, uid))}>Open your deal</RouterLink>
            </Link>
          )}
        </HStack>
      )}
      {!mine && product.status === 'available' && (
        <HStack gap="3">
          <Button flex="1" variant="outline" colorPalette="teal" loading={open.isPending} disabled={!gate.ready} onClick={message}>
            <TbMessageCircle /> Message seller
          </Button>
          {!reserved && (
            <Button flex="1" variant="outline" colorPalette="teal" disabled={!gate.ready} onClick={offer}>
              <LuHandCoins /> Make an offer
            </Button>
          )}
        </HStack>
      )}
      <FailureText message={error} />
      <Dialog.Root open={offering} onOpenChange={(details) => setOffering(details.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Make an offer</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                <Text mb="4" color="fg.muted">
                  The seller can accept, decline or counter. An accepted offer holds the item for you for 24 hours.
                </Text>
                <OfferAmountForm
                  price={product.price}
                  label={`Your offer for ${product.title}`}
                  submitLabel="Send offer"
                  onSubmit={async (amount) => {
                    const conversation = await makeOffer.mutateAsync({ productId: product.id, amount });
                    setOffering(false);
                    navigate(conversationPath(conversation._id));
                  }}
                  onCancel={() => setOffering(false)}
                />
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {gate.dialog}
    </Stack>
  );
}
