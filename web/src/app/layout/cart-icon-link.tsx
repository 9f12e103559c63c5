import { Badge, Box, IconButton } from '@chakra-ui/react';
import { FiShoppingCart } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The top bar's cart icon link with its item-count badge and '+1' flash. */
export function CartIconLink({ count, flash }: { count: number; flash: boolean }) {
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" aria-label={count > 0 ? `Cart, ${count} items` : 'Cart'}>
        <RouterLink to={paths.cart}>
          <FiShoppingCart />
        </RouterLink>
      </IconButton>
      {count > 0 && (
        <Badge position="absolute" top="0" right="0" borderRadius="full" colorPalette="red" variant="solid" size="sm" pointerEvents="none">
          {count}
        </Badge>
      )}
      {flash && (
        <Badge
          position="absolute"
          top="-3"
          left="50%"
          transform="translateX(-50%)"
          colorPalette="green"
          variant="solid"
          size="sm"
          pointerEvents="none"
          animationName="fade-in, slide-from-bottom"
          animationDuration="moderate"
          data-testid="cart-flash"
        >
          +1
        </Badge>
      )}
    </Box>
  );
}
