import { useState } from 'react';
import { Box, HStack, Image } from '@chakra-ui/react';
import { fallBackToPlaceholder, imageOrPlaceholder } from '../../../components/placeholder-image';
import { useProductSlots } from '../../../components/product-slots';
import type { CatalogueProduct } from '../../../lib/product-converter';

/** The product image (with thumbnails when there are several) and the wishlist heart. */
export function ProductGallery({ product }: { product: CatalogueProduct }) {
  const slots = useProductSlots();
  const urls = product.images.length > 0 ? product.images.map((image) => image.imageUrl) : [product.imageURL];
  const [selected, setSelected] = useState(0);
  const current = urls[selected] ?? urls[0];
  return (
    <Box>
      <Box position="relative" bg="bg" borderWidth="1px" borderRadius="xl" overflow="hidden" aspectRatio={{ base: 4 / 3, md: 1 }}>
        <Image
          src={imageOrPlaceholder(current)}
          alt={product.title}
          fetchPriority="high"
          w="100%"
          h="100%"
          objectFit="contain"
          onError={fallBackToPlaceholder}
        />
        <Box position="absolute" top="3" right="3">
          {slots.wishlistHeart(product)}
        </Box>
      </Box>
      {urls.length > 1 && (
        <HStack mt="3" gap="2" overflowX="auto">
          {urls.map((url, index) => (
            <Box
              as="button"
              key={url}
              aria-label={`Show image ${index + 1}`}
              aria-current={index === selected}
              onClick={() => setSelected(index)}
              flexShrink={0}
              w="16"
              h="16"
              borderWidth="2px"
              borderColor={index === selected ? 'teal.500' : 'border'}
              borderRadius="md"
              overflow="hidden"
              bg="bg"
            >
              <Image src={imageOrPlaceholder(url)} alt="" w="100%" h="100%" objectFit="cover" />
            </Box>
          ))}
        </HStack>
      )}
    </Box>
  );
}
