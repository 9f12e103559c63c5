import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuFilter } from 'react-icons/lu';

/** The listing's 'Filters' button under 768 px: the mobile filter drawer's trigger, and its stand-in until the drawer loads. */
export function FiltersButton(props: ButtonProps) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <LuFilter /> Filters
    </Button>
  );
}
