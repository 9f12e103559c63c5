import { Badge, Box, Flex, Image, LinkBox, LinkOverlay, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '@campus/common/format';
import { CARD_PHOTO_SIDE_PX, MAX_PHOTO_SIDE_PX } from '@campus/common/listing-photos';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogueProduct } from '../lib/product-converter';
import { HydrateOnDemand } from './hydrate-on-demand';
import { fallBackToPlaceholder, imageOrPlaceholder } from './placeholder-image';
import { useProductSlots } from './product-slots';

export interface ProductCardProps {
  product: CatalogueProduct;
  /** The product page URL; the whole card links there. */
  href: string;
  /** A card of the first screen: its image loads at once and first, not lazily (it is likely the page's largest paint). */
  priority?: boolean;
}

/**
 * With a card-sized copy (common/listing-photos.ts), the browser takes it for the card's width, and the photo
 * itself only where the card is drawn wider than the copy: one column below 360 px, at a high pixel density.
 */
function cardImageSizes(product: CatalogueProduct): { srcSet?: string; sizes?: string } {
  if (!product.cardImageURL) return {};
  return {
    srcSet: `${product.cardImageURL} ${CARD_PHOTO_SIDE_PX}w, ${product.imageURL} ${MAX_PHOTO_SIDE_PX}w`,
    sizes: '(min-width: 1024px) 400px, (min-width: 360px) 50vw, 100vw',
  };
}

/** How many cards of a grid the first screen shows: one row at the widest layout. */
export const FIRST_SCREEN_CARDS = 3;

/**
 * The shared product card of spec section 2: image, category badge, title, price, heart and cart button.
 * A card of the server's HTML hydrates as it scrolls into view (or is touched): a page of cards costs the
 * main thread at start only the cards on screen.
 */
export function ProductCard(props: ProductCardProps) {
  return (
    <HydrateOnDemand when="visible">
      <Card {...props} />
    </HydrateOnDemand>
  );
}

function Card({ product, href, priority = false }: ProductCardProps) {
  const slots = useProductSlots();
  return (
    <LinkBox
      as="article"
      data-testid="product-card"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
      display="flex"
      flexDirection="column"
    >
      <Box position="relative" bg="gray.100" aspectRatio={4 / 3}>
        <Image
          src={imageOrPlaceholder(product.cardImageURL ?? product.imageURL)}
          {...cardImageSizes(product)}
          alt={product.title}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width="100%"
          height="100%"
          objectFit="cover"
          onError={fallBackToPlaceholder}
        />
        <Box position="absolute" top="2" right="2" zIndex="1">
          {slots.wishlistHeart(product)}
        </Box>
      </Box>
      <Stack gap="2" p={{ base: '3', md: '4' }} flex="1">
        <Badge alignSelf="flex-start" colorPalette="teal" variant="subtle" maxW="full">
          <Text as="span" truncate>
            {product.category.name || 'Product'}
          </Text>
        </Badge>
        <LinkOverlay asChild>
          <RouterLink to={href}>
            <Text fontWeight="semibold" lineClamp={2} title={product.title}>
              {product.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Flex mt="auto" align="center" justify="space-between" gap="2">
          <Text fontSize="lg" fontWeight="bold" color="brand.fg">
            {formatRupees(product.price)}
          </Text>
          <Box position="relative" zIndex="1">
            {slots.cartButton(product, 'icon')}
          </Box>
        </Flex>
      </Stack>
    </LinkBox>
  );
}

/** The card's loading shape. */
export function ProductCardSkeleton() {
  return (
    <Box borderWidth="1px" borderRadius="xl" overflow="hidden" data-testid="product-card-skeleton">
      <Skeleton aspectRatio={4 / 3} />
      <Stack gap="3" p="4">
        <Skeleton height="5" width="24" />
        <SkeletonText noOfLines={2} />
        <Skeleton height="6" width="20" />
      </Stack>
    </Box>
  );
}
