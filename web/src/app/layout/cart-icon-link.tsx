import { Badge } from '@chakra-ui/react';
import { FiShoppingCart } from 'react-icons/fi';
import { formatCount } from '@campus/common/format';
import { paths } from '../../config/paths';
import { CountIconLink } from './count-icon-link';

/** The top bar's cart icon link with its item-count badge and '+1' flash. */
export function CartIconLink({ count, flash }: { count: number; flash: boolean }) {
  return (
    <CountIconLink to={paths.cart} icon={<FiShoppingCart />} label={count > 0 ? `Cart, ${formatCount(count, 'item')}` : 'Cart'} count={count}>
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
    </CountIconLink>
  );
}
