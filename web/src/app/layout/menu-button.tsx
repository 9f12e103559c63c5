import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { FiMenu } from 'react-icons/fi';

/** The mobile top bar's hamburger. */
export function MenuButton(props: IconButtonProps) {
  return (
    <IconButton variant="ghost" aria-label="Open menu" {...props}>
      <FiMenu />
    </IconButton>
  );
}
