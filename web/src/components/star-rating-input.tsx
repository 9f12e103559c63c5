import { HStack, IconButton } from '@chakra-ui/react';
import { FaRegStar, FaStar } from 'react-icons/fa';
import { formatCount } from '@campus/common/format';

export interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  /** id of the element describing an error, for aria-describedby. */
  describedBy?: string;
}

const STARS = [1, 2, 3, 4, 5];

/** A 1-5 star picker: a radio group with one radio per star. */
export function StarRatingInput({ value, onChange, invalid = false, describedBy }: StarRatingInputProps) {
  return (
    <HStack role="radiogroup" aria-label="Rating" aria-invalid={invalid} aria-describedby={describedBy} gap="1">
      {STARS.map((star) => (
        <IconButton
          key={star}
          role="radio"
          aria-checked={value === star}
          aria-label={formatCount(star, 'star')}
          variant="ghost"
          size="md"
          color={star <= value ? 'orange.400' : 'gray.400'}
          onClick={() => onChange(star)}
        >
          {star <= value ? <FaStar /> : <FaRegStar />}
        </IconButton>
      ))}
    </HStack>
  );
}
