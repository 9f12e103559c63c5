import { useMemo } from 'react';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { handoverUrl } from '../../config/paths';
import { useLiveDocument } from '../../lib/live-query';

const toCode = (_id: string, data: Record<string, unknown>): string => asText(data.code);

/** The QR code of `link` as SVG markup; the QR library loads with the first code shown. */
const qrCodeQueryOptions = (link: string) =>
  queryOptions({
    queryKey: ['qr-code', link],
    queryFn: async () => (await import('qrcode')).toString(link, { type: 'svg', margin: 1, width: 160 }),
    staleTime: Infinity,
  });

/**
 * The buyer's handover code and its QR code: only the buyer can read it (firestore.rules). At the meet-up the
 * seller types it, or scans the QR code with their phone's camera, which opens My Sales with the code filled in
 * (handoverUrl; no camera access in the app). Entering it delivers the order, so it is shown until then only.
 */
export function HandoverCode({ orderId }: { orderId: string }) {
  const document = useMemo(() => (db: Firestore) => doc(db, COLLECTIONS.orders, orderId, COLLECTIONS.handover, 'code'), [orderId]);
  const code = useLiveDocument(`handover:${orderId}`, document, toCode);
  const value = code.status === 'ready' ? code.value : null;
  const link = value ? new URL(handoverUrl(orderId, value), window.location.origin).href : null;
  const qr = useQuery({ ...qrCodeQueryOptions(link ?? ''), enabled: link !== null });

  if (code.status === 'loading') return <Skeleton height="24" />;
  if (code.status === 'error' || !value) return <Text color="fg.muted">The handover code is not available.</Text>;
  return (
    <Stack gap="2" align="center" p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle" role="group" aria-label="Handover code">
      <Text fontSize="sm" textAlign="center">
        When you get the item, show this code to the seller, or let them scan the QR code with their phone. Do not share it before.
      </Text>
      <Text fontSize="3xl" fontWeight="bold" letterSpacing="0.3em" fontFamily="mono" data-testid="handover-code">
        {value}
      </Text>
      {qr.data && <Box role="img" aria-label="QR code of the handover link" boxSize="40" dangerouslySetInnerHTML={{ __html: qr.data }} />}
    </Stack>
  );
}
