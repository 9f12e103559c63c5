import { Text, type TextProps } from '@chakra-ui/react';

/** Why an action failed, beside its controls, announced as it appears; nothing while there is no failure. */
export function FailureText({ message, ...props }: { message: string | null | undefined } & Omit<TextProps, 'children'>) {
  if (!message) return null;
  return (
    <Text role="alert" color="fg.error" fontSize="sm" {...props}>
      {message}
    </Text>
  );
}
