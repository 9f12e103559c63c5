import { Button, type ButtonProps } from '@chakra-ui/react';
import { FiChevronDown } from 'react-icons/fi';

export function CategoriesTrigger(props: ButtonProps) {
  return (
    <Button variant="ghost" size="sm" {...props}>
      Categories <FiChevronDown />
    </Button>
  );
}
