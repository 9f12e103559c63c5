import { Box, Button, Float, IconButton, Circle } from '@chakra-ui/react';
import { LuCheck, LuShoppingCart } from 'react-icons/lu';
import type { CartButtonState } from '../cart-button-state';

export interface CartButtonViewProps {
  state: CartButtonState;
  onPress: () => void;
  /** 'icon' on product cards, 'full' (Add to Cart / Go to Cart) on the product page. */
  size?: 'icon' | 'full';
  disabled?: boolean;
}

/** The cart button's look for each state; pressing it either adds or goes to the cart. */
export function CartButtonView({ state, onPress, size = 'icon', disabled = false }: CartButtonViewProps) {
  const inCart = state.kind === 'in-cart';
  if (size === 'full') {
    return (
      <Button
        flex="1"
        size="lg"
        colorPalette={inCart ? 'green' : 'orange'}
        loading={state.kind === 'adding'}
        loadingText="Adding..."
        disabled={disabled}
        onClick={onPress}
      >
        {inCart ? <LuCheck /> : <LuShoppingCart />}
        {inCart ? 'Go to Cart' : 'Add to Cart'}
      </Button>
    );
  }
  return (
    <Box position="relative" display="inline-flex">
      <IconButton
        aria-label={inCart ? 'In cart, go to cart' : 'Add to cart'}
        size="sm"
        rounded="full"
        colorPalette={inCart ? 'green' : 'teal'}
        variant={inCart ? 'solid' : 'subtle'}
        loading={state.kind === 'adding'}
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onPress();
        }}
      >
        {inCart ? <LuCheck /> : <LuShoppingCart />}
      </IconButton>
      {state.kind === 'in-cart' && state.quantity > 1 && (
        <Float placement="top-end" offset="1">
          <Circle size="5" bg="red.solid" color="red.contrast" fontSize="xs" fontWeight="bold" aria-label={`Quantity ${state.quantity}`}>
            {state.quantity}
          </Circle>
        </Float>
      )}
    </Box>
  );
}
