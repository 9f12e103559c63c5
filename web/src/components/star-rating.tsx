import { HStack, Icon } from '@chakra-ui/react';
import { FaRegStar, FaStar, FaStarHalfAlt } from 'react-icons/fa';

const STARS = [1, 2, 3, 4, 5];

/** Five stars showing a rating (halves rounded to the nearest half star). */
export function StarRating({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const halves = Math.round(value * 2);
  return (
    <HStack gap="0.5" color="orange.400" role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`}>
      {STARS.map((star) => (
        <Icon key={star} size={size}>
          {halves >= star * 2 ? <FaStar /> : halves === star * 2 - 1 ? <FaStarHalfAlt /> : <FaRegStar />}
        </Icon>
      ))}
    </HStack>
  );
}
