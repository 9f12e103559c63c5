import { Button, Circle, type ButtonProps } from '@chakra-ui/react';

/** The first letter of the first name, upper-cased (spec: avatar). */
export function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

/** The signed-in user's avatar: a plain circle with the initial (no image, so no Avatar machinery in the first load). */
export function AvatarButton({ firstName, ...props }: ButtonProps & { firstName: string }) {
  return (
    <Button variant="ghost" p="0" minW="10" borderRadius="full" aria-label="Account menu" {...props}>
      <Circle size="9" bg="brand.solid" color="white" fontWeight="bold" fontSize="md" aria-hidden="true">
        {initialOf(firstName)}
      </Circle>
    </Button>
  );
}
