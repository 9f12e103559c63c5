import { Badge, Box, Button, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuTrash2 } from 'react-icons/lu';
import { formatRupees } from '@campus/common/format';
import { imageOrPlaceholder } from '../../../components/placeholder-image';
import { reportFailure } from '../../../components/report-failure';
import { productUrl } from '../../../config/paths';
import { useRemoveFromCart } from '../api/remove-from-cart';
import type { CartItem } from '../api/use-cart';

/** One cart line: image, title, price and Remove. */
export function CartItemRow({ item }: { item: CartItem }) {
  const { product, quantity, price, lineTotal, available } = item;
  const removeFromCart = useRemoveFromCart();
  // After a successful delete the row stays busy until the live cart drops it.
  const removing = removeFromCart.isPending || removeFromCart.isSuccess;
  const remove = () => removeFromCart.mutate(product.id, { onError: (error) => reportFailure('Could not remove the item from your cart', error) });
  return (
    <Flex as="li" gap="4" p="4" bg="bg" borderWidth="1px" borderRadius="xl" align="flex-start" opacity={available ? 1 : 0.7}>
      <Box flexShrink={0} w={{ base: '20', md: '28' }} aspectRatio={1} borderRadius="md" overflow="hidden" bg="gray.100">
        <Image src={imageOrPlaceholder(product.imageURL)} alt={product.title} w="100%" h="100%" objectFit="cover" />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <Link asChild fontWeight="semibold" lineClamp={2}>
          <RouterLink to={productUrl(product.id)}>{product.title}</RouterLink>
        </Link>
        {product.category.name && (
          <Text fontSize="sm" color="fg.muted">
            {product.category.name}
          </Text>
        )}
        <Flex align="baseline" gap="2" wrap="wrap">
          <Text fontWeight="bold" fontSize="lg">
            {formatRupees(price)}
          </Text>
          {quantity > 1 && (
            <Text fontSize="sm" color="fg.muted">
              Qty: {quantity} × {formatRupees(price)} = {formatRupees(lineTotal)}
            </Text>
          )}
        </Flex>
        {!available && (
          <Badge alignSelf="flex-start" colorPalette="red">
            No longer available
          </Badge>
        )}
      </Stack>
      <Button variant="ghost" colorPalette="red" size="sm" loading={removing} aria-label={`Remove ${product.title}`} onClick={remove}>
        <LuTrash2 />
        <Box as="span" display={{ base: 'none', sm: 'inline' }}>
          Remove
        </Box>
      </Button>
    </Flex>
  );
}
