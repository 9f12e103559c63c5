import { useState } from 'react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { sideOf } from '@campus/common/chat';
import { formatDateTime, formatRupees } from '@campus/common/format';
import { respondingSide } from '@campus/common/offers';
import { userMessage } from '../../../lib/error-message';
import type { ConversationView } from '../api/deal-converters';
import { useMakeOffer, useRespondToOffer, type OfferAction } from '../api/deal-calls';
import { OfferAmountForm } from './offer-amount-form';
import { nameOf } from './people';
import { FailureText } from '../../../components/failure-text';

export interface OfferPanelProps {
  conversation: ConversationView;
  uid: string;
  /** Opens checkout for the agreed price (the buyer of an accepted offer). */
  onBuy: () => void;
}

/** Where the bargaining stands, and what the reader can do next: offer, accept, decline, counter, withdraw or buy. */
export function OfferPanel({ conversation, uid, onBuy }: OfferPanelProps) {
  const side = sideOf(conversation, uid);
  const { offer } = conversation;
  const makeOffer = useMakeOffer();
  const respond = useRespondToOffer();
  const [countering, setCountering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = conversation.product.price;
  const blocked = conversation.blockedBy !== null;

  const act = (action: OfferAction, amount?: number) => {
    setError(null);
    return respond
      .mutateAsync({ conversationId: conversation.id, action, ...(amount === undefined ? {} : { amount }) })
      .then(() => setCountering(false))
      .catch((failure: unknown) => setError(userMessage(failure)));
  };

  const now = new Date().toISOString();
  if (offer?.status === 'accepted' && (offer.reservedUntil ?? '') > now) {
    return (
      <Alert.Root status="success" borderRadius="lg">
        <Alert.Content>
          <Alert.Title>Deal at {formatRupees(offer.amount)}</Alert.Title>
          <Alert.Description>
            Reserved for {nameOf(conversation, conversation.buyerId)} until {formatDateTime(offer.reservedUntil)}.
          </Alert.Description>
          {side === 'buyer' && (
            <Button mt="3" colorPalette="teal" onClick={onBuy}>
              Buy now at {formatRupees(offer.amount)}
            </Button>
          )}
        </Alert.Content>
      </Alert.Root>
    );
  }

  if (offer?.status === 'open') {
    const myTurn = side === respondingSide(offer);
    const maker = offer.by === side ? 'You' : nameOf(conversation, offer.by === 'buyer' ? conversation.buyerId : conversation.sellerId);
    return (
      <Stack gap="3" p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle" role="group" aria-label="Offer">
        <Text fontWeight="semibold">
          {maker} {offer.by === 'buyer' ? 'offered' : 'countered with'} {formatRupees(offer.amount)}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            (asking {formatRupees(price)})
          </Text>
        </Text>
        {myTurn && !countering && (
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="teal" loading={respond.isPending} disabled={blocked} onClick={() => void act('accept')}>
              Accept
            </Button>
            <Button variant="outline" disabled={respond.isPending || blocked} onClick={() => setCountering(true)}>
              Counter
            </Button>
            <Button variant="outline" colorPalette="red" disabled={respond.isPending} onClick={() => void act('decline')}>
              Decline
            </Button>
          </HStack>
        )}
        {myTurn && countering && (
          <OfferAmountForm price={price} label="Your counter-offer" submitLabel="Send counter" onSubmit={(amount) => act('counter', amount)} onCancel={() => setCountering(false)} />
        )}
        {!myTurn && (
          <HStack gap="3" wrap="wrap">
            <Text color="fg.muted">Waiting for an answer.</Text>
            <Button size="sm" variant="outline" loading={respond.isPending} onClick={() => void act('withdraw')}>
              Withdraw offer
            </Button>
          </HStack>
        )}
        <FailureText message={error} />
      </Stack>
    );
  }

  if (side !== 'buyer' || blocked) return null;
  return (
    <Stack p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <OfferAmountForm
        price={price}
        label={`Make an offer (asking ${formatRupees(price)})`}
        submitLabel="Send offer"
        onSubmit={async (amount) => {
          await makeOffer.mutateAsync({ productId: conversation.productId, amount });
        }}
      />
    </Stack>
  );
}
