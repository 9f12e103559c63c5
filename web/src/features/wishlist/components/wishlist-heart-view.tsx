import { IconButton } from '@chakra-ui/react';
import { FaHeart, FaRegHeart } from 'react-icons/fa';

export interface WishlistHeartViewProps {
  wishlisted: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

export function WishlistHeartView({ wishlisted, onToggle, disabled = false }: WishlistHeartViewProps) {
  return (
    <IconButton
      aria-label={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-pressed={wishlisted}
      size="sm"
      rounded="full"
      variant="solid"
      bg="white"
      color={wishlisted ? 'red.500' : 'gray.600'}
      shadow="sm"
      _hover={{ bg: 'gray.50', color: 'red.500' }}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
    >
      {wishlisted ? <FaHeart /> : <FaRegHeart />}
    </IconButton>
  );
}
